// The texts of the screens opened from the menu in zh_HK, fetched with the first of them (locale-bundles.ts).
import { namespacesOf, type Tree } from '../resources';

export const texts = namespacesOf(
  'zh_HK',
  import.meta.glob<Tree>('../../locales/zh_HK/screens/*.json', { eager: true, import: 'default' }),
);
