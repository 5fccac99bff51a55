import { OWN_APP_CODE } from '@apex/shared/menus';
import { describe, expect, it } from 'vitest';
import { buildMenuTree, flattenMenu, menuTitle } from './menu-tree';
import { menuItem } from './test-menu-items';

describe('buildMenuTree (spec §2.6)', () => {
  const exportGroup = menuItem({ id: 100, url: '/ocean_exp', sort: 20 });
  const importGroup = menuItem({ id: 200, url: '/OceanImport', sort: 10 });
  const items = [
    exportGroup,
    importGroup,
    menuItem({ id: 101, pId: 100, level: 2, url: '/ocean_exp/trucksplit', sort: 20 }),
    menuItem({ id: 102, pId: 100, level: 2, url: '/ocean_exp/list', sort: 10 }),
    menuItem({ id: 201, pId: 200, level: 2, url: '/OceanImport/partners' }),
    menuItem({
      id: 202,
      pId: 201,
      level: 3,
      url: '/dispatch/board',
      aurl: 'https://tms.example/board',
      app_code: 'apex-tmsus',
    }),
    menuItem({ id: 203, pId: 201, level: 3, url: '', aurl: 'https://track.example/', target: '_blank' }),
    menuItem({ id: 204, pId: 201, level: 3, url: '/portal/x', aurl: 'https://portal.example/x' }),
    menuItem({ id: 300, pId: 999, level: 2, url: '/orphan' }),
  ];
  const tree = buildMenuTree(items);

  it('nests children under their parent and sorts each level by sort', () => {
    expect(tree.map((n) => n.item.id)).toEqual([200, 100]);
    expect(tree[1]!.children.map((n) => n.item.url)).toEqual(['/ocean_exp/list', '/ocean_exp/trucksplit']);
    expect(tree[1]!.target).toEqual({ kind: 'group' });
  });

  it('leaves out items whose parent is not in the list', () => {
    expect(flattenMenu(tree).some((n) => n.item.id === 300)).toBe(false);
  });

  it('puts other applications and absolute addresses in embedded pages, level 3 under the parent', () => {
    const [, tms, , portal] = flattenMenu(tree[0]!.children);
    expect(tms!.target).toEqual({
      kind: 'embedded',
      path: '/out_apex-tmsus201/out_apex-tmsus202',
      address: 'https://tms.example/board',
    });
    expect(portal!.target).toEqual({
      kind: 'embedded',
      path: `/out_${OWN_APP_CODE}201/out_${OWN_APP_CODE}204`,
      address: 'https://portal.example/x',
    });
  });

  it('opens _blank items in a new window', () => {
    const blank = flattenMenu(tree).find((n) => n.item.id === 203);
    expect(blank!.target).toEqual({ kind: 'newWindow', href: 'https://track.example/' });
  });

  it('names an item in the requested language', () => {
    expect(menuTitle(exportGroup, 'zh_HK')).toBe('項目 100');
  });
});
