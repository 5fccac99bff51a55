import type { TLabelKey } from '@apex/shared/i18n';
import type { TSystemRole } from '@apex/shared/permissions';

export interface MenuSeed {
  /** Stable key: a release adds the items whose code a database does not have yet. */
  code: string;
  url: string;
  aurl?: string;
  target?: '' | '_blank';
  appCode?: string;
  /** Its name, written to the menu row in the three languages (the label catalogue). */
  label: TLabelKey;
  icon: string;
  /** Roles granted this item when it first appears (the administrator sees everything). */
  roles?: readonly TSystemRole[];
  children?: readonly MenuSeed[];
}

/**
 * An area's entry in the menu: a section of its own, or an item under another area's (`parent`,
 * the code of an item of the tree). `sort` places it among its siblings, whichever area they come
 * from; the items of its `children` keep their order.
 */
export interface AreaMenu extends MenuSeed {
  parent?: string;
  sort: number;
}

interface Node extends MenuSeed {
  children: Node[];
  sort: number;
}

const nodeOf = (item: MenuSeed, sort: number): Node => ({
  ...item,
  sort,
  children: (item.children ?? []).map((child, i) => nodeOf(child, (i + 1) * 10)),
});

/** The areas' entries as one tree, siblings in `sort` order; a code twice or an unknown parent fails the start. */
export function composeMenuTree(areas: readonly (readonly AreaMenu[])[]): readonly MenuSeed[] {
  const roots: Node[] = [];
  const byCode = new Map<string, Node>();
  const index = (node: Node) => {
    if (byCode.has(node.code)) throw new Error(`Menu item ${node.code} is declared twice`);
    byCode.set(node.code, node);
    node.children.forEach(index);
  };
  const entries = areas.flat().map(({ parent, sort, ...item }) => ({ parent, node: nodeOf(item, sort) }));
  for (const { node } of entries) index(node);
  for (const { parent, node } of entries) {
    const siblings = parent === undefined ? roots : byCode.get(parent)?.children;
    if (!siblings) throw new Error(`Menu item ${node.code} hangs under ${parent}, which no area declares`);
    siblings.push(node);
  }
  const ordered = (nodes: Node[]): Node[] =>
    nodes.sort((a, b) => a.sort - b.sort).map((node) => ({ ...node, children: ordered(node.children) }));
  return ordered(roots);
}
