import type { TMenuItem } from '@apex/shared/menus';
import { describe, expect, it } from 'vitest';
import { grantedMenuIds, menuTreeData } from './menu-tree-data';

const item = (id: number, pId: number, level: number, en: string, sort = id): TMenuItem => ({
  id,
  pId,
  level,
  url: `/m${id}`,
  aurl: '',
  target: '',
  app_code: '',
  name: en,
  names: { en_US: en, zh_CN: `${en}(简)`, zh_HK: `${en}(繁)` },
  icon: '',
  sort,
});

const MENUS = [
  item(1, 0, 1, 'System Settings'),
  item(2, 1, 2, 'Users & Access'),
  item(3, 2, 3, 'Users'),
  item(4, 2, 3, 'Roles'),
  item(5, 1, 2, 'Data Dictionary'),
  item(6, 0, 1, 'Ocean Export', 0),
  item(7, 6, 2, 'Export Jobs'),
];

describe('the role editor’s menu tree', () => {
  it('nests levels 1–3 in menu order, named in the language asked for', () => {
    const { treeData } = menuTreeData(MENUS, 'zh_CN');
    expect(treeData.map((n) => n.title)).toEqual(['Ocean Export(简)', 'System Settings(简)']);
    expect(treeData[1]?.children?.[0]).toEqual({
      key: 2,
      title: 'Users & Access(简)',
      children: [
        { key: 3, title: 'Users(简)' },
        { key: 4, title: 'Roles(简)' },
      ],
    });
  });

  it('grants only the ends of branches: a checked section stands for its items', () => {
    const { leaves } = menuTreeData(MENUS, 'en_US');
    expect(leaves.sort()).toEqual([3, 4, 5, 7]);
    // The tree reports a fully checked section with its items; the section itself is not granted.
    expect(grantedMenuIds([1, 2, 3, 4, 5], leaves)).toEqual([3, 4, 5]);
    expect(grantedMenuIds([], leaves)).toEqual([]);
  });
});
