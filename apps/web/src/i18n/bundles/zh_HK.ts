// What the first page shows in zh_HK, fetched as one chunk when that language is used; the screens' texts come apart (locale-bundles.ts).
import 'dayjs/locale/zh-hk';
import messages from 'virtual:server-messages/zh_HK';
import antd from 'antd/locale/zh_HK';
import { namespacesOf, type Tree } from '../resources';

export const bundle = {
  app: namespacesOf('zh_HK', import.meta.glob<Tree>('../../locales/zh_HK/*.json', { eager: true, import: 'default' })),
  antd,
  messages,
  screens: async () => {
    const { texts, messages } = await import('./zh_HK-screens');
    return { texts, messages };
  },
  dayjs: 'zh-hk',
};
