// The texts of the screens opened from the menu in zh_CN, fetched with the first of them (locale-bundles.ts).
import { namespacesOf, type Tree } from '../resources';

export const texts = namespacesOf(
  'zh_CN',
  import.meta.glob<Tree>('../../locales/zh_CN/screens/*.json', { eager: true, import: 'default' }),
);
