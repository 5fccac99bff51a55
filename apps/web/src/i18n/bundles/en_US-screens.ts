// The texts of the screens opened from the menu in en_US, fetched with the first of them (locale-bundles.ts).
import { texts as labels } from '@apex/shared/labels/en_US';
import { namespacesOf, type Tree } from '../resources';

export const texts: Record<string, Tree> = {
  ...namespacesOf(
    'en_US',
    import.meta.glob<Tree>('../../locales/en_US/screens/*.json', { eager: true, import: 'default' }),
  ),
  // The shared label catalogue (packages/shared/src/labels): the labels the server writes too.
  ...labels,
};

// The features' server messages (the first page carries only its own).
export { default as messages } from 'virtual:server-messages/en_US/screens';
