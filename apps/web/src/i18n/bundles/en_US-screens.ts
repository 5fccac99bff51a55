// The texts of the screens opened from the menu in en_US, fetched with the first of them (locale-bundles.ts).
import { namespacesOf, type Tree } from '../resources';

export const texts = namespacesOf(
  'en_US',
  import.meta.glob<Tree>('../../locales/en_US/screens/*.json', { eager: true, import: 'default' }),
);
