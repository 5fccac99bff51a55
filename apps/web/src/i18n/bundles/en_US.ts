// What the first page shows in en_US, fetched as one chunk when that language is used; the screens' texts come apart (locale-bundles.ts).
import messages from 'virtual:server-messages/en_US';
import { namespacesOf, type Tree } from '../resources';

export const bundle = {
  app: namespacesOf('en_US', import.meta.glob<Tree>('../../locales/en_US/*.json', { eager: true, import: 'default' })),
  // antd's components carry English themselves; importing it here would split the shared chunks.
  antd: undefined,
  messages,
  screens: async () => {
    const { texts, messages } = await import('./en_US-screens');
    return { texts, messages };
  },
  dayjs: 'en',
};
