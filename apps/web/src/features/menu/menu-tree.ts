import type { TLocale } from '@apex/shared/i18n';
import { OWN_APP_CODE, type TMenuItem } from '@apex/shared/menus';

/** Where a menu item leads (spec §2.6). */
type MenuTarget =
  /** A section with children. */
  | { kind: 'group' }
  /** A screen of this product, at the item's url. */
  | { kind: 'page'; path: string }
  /** Another application's page, or an absolute address, shown inside this app at /out_… */
  | { kind: 'embedded'; path: string; address: string }
  /** target _blank: the address opens in a new window. */
  | { kind: 'newWindow'; href: string };

export interface MenuNode {
  item: TMenuItem;
  target: MenuTarget;
  children: MenuNode[];
}

/** spec §2.5: the sections the sidebar opens by default. */
export const DEFAULT_OPEN_SECTIONS: readonly string[] = [
  '/ocean_exp',
  '/OceanImport',
  '/customer_order',
  '/document_manage',
  '/systemSetting',
  '/oceanReport',
  '/contractManagement',
];

const isAbsolute = (address: string) => /^https?:\/\//i.test(address);

function leafTarget(item: TMenuItem): MenuTarget {
  if (item.target === '_blank') return { kind: 'newWindow', href: item.aurl || item.url };
  const foreign = item.app_code !== '' && item.app_code !== OWN_APP_CODE;
  if (foreign || isAbsolute(item.aurl)) {
    const app = item.app_code || OWN_APP_CODE;
    const own = `/out_${app}${item.id}`;
    // Level-3 items sit under their parent's frame path (spec §2.6).
    const path = item.level === 3 ? `/out_${app}${item.pId}${own}` : own;
    return { kind: 'embedded', path, address: item.aurl || item.url };
  }
  return { kind: 'page', path: item.url };
}

const bySortThenId = (a: TMenuItem, b: TMenuItem) => a.sort - b.sort || a.id - b.id;

/**
 * The menu list as a tree: top-level items (pId 0) with their children, each level sorted. Items
 * whose parent is not in the list cannot be reached and are left out.
 */
export function buildMenuTree(items: readonly TMenuItem[]): MenuNode[] {
  const byParent = new Map<number, TMenuItem[]>();
  for (const item of items) byParent.set(item.pId, [...(byParent.get(item.pId) ?? []), item]);
  const build = (parentId: number): MenuNode[] =>
    (byParent.get(parentId) ?? []).sort(bySortThenId).map((item) => {
      const children = build(item.id);
      return { item, children, target: children.length > 0 ? { kind: 'group' } : leafTarget(item) };
    });
  return build(0);
}

/** Every node below (and including) these, depth first. */
export const flattenMenu = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flattenMenu(node.children)]);

export const menuTitle = (item: TMenuItem, locale: TLocale) => item.names[locale] || item.name;
