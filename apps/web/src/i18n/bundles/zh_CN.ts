// What the first page shows in zh_CN, fetched as one chunk when that language is used; the screens' texts come apart (locale-bundles.ts).
import 'dayjs/locale/zh-cn';
import messages from 'virtual:server-messages/zh_CN';
import antd from 'antd/locale/zh_CN';
import { namespacesOf, type Tree } from '../resources';

export const bundle = {
  app: namespacesOf('zh_CN', import.meta.glob<Tree>('../../locales/zh_CN/*.json', { eager: true, import: 'default' })),
  antd,
  messages,
  screens: async () => {
    const { texts, messages } = await import('./zh_CN-screens');
    return { texts, messages };
  },
  dayjs: 'zh-cn',
};
