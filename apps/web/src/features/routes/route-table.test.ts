import { describe, expect, it } from 'vitest';
import { buildMenuTree } from '../menu/menu-tree';
import { menuItem } from '../menu/test-menu-items';
import { CONSTANT_ROUTES } from './constant-routes';
import { routeTable } from './route-table';

const table = routeTable(
  buildMenuTree([
    menuItem({ id: 100, url: '/ocean_exp' }),
    menuItem({ id: 102, pId: 100, level: 2, url: '/ocean_exp/list' }),
    menuItem({ id: 103, pId: 100, level: 2, url: '/ocean_exp/detail/new', sort: 20 }),
    menuItem({ id: 104, pId: 100, level: 2, url: '/ensedi', sort: 30 }),
    menuItem({ id: 200, url: '/oceanReport', sort: 20 }),
    menuItem({ id: 201, pId: 200, level: 2, url: '/oceanReport/partners' }),
    menuItem({ id: 202, pId: 201, level: 3, url: '/dispatch/board', aurl: 'https://tms.example/', app_code: 'tms' }),
    menuItem({ id: 203, pId: 201, level: 3, url: '', aurl: 'https://track.example/', target: '_blank' }),
    menuItem({ id: 204, pId: 201, level: 3, url: '/sysOperLog', sort: 20 }),
  ]),
);

describe('routeTable (spec §2.6)', () => {
  it('finds a menu page with the sections it sits in', () => {
    const found = table.match('/ocean_exp/list');
    expect(found?.route.menuId).toBe(102);
    expect(found?.parents.map((p) => p.menuId)).toEqual([100]);
  });

  it('answers a page at {path}/index too, and nothing for sections, new-window items or unknown paths', () => {
    expect(table.match('/ocean_exp/list/index')?.route.menuId).toBe(102);
    expect(table.match('/sysOperLog/index')?.route.menuId).toBe(204);
    expect(table.match('/out_tms201/out_tms202')?.route).toMatchObject({ menuId: 202, kind: 'embedded' });
    expect(table.match('/ocean_exp')).toBeUndefined();
    expect(table.match('/oceanReport/partners')).toBeUndefined();
    expect(table.match('/nowhere')).toBeUndefined();
    expect(table.objects.some((o) => o.path.includes('track.example'))).toBe(false);
  });

  it('reads a job card’s JOB_ID with the router’s matcher, a static path before the pattern', () => {
    expect(table.match('/ocean_exp/detail/42')).toMatchObject({
      route: { path: '/ocean_exp/detail/:JOB_ID', jobPage: 'card', meta: { jobType: 'OE' } },
      params: { JOB_ID: '42' },
    });
    expect(table.match('/ocean_exp/detail/new')?.route.menuId).toBe(103);
    expect(table.match('/oceanimport/general')?.route).toMatchObject({ jobPage: 'general', meta: { jobType: 'OI' } });
  });

  it('does not find a screen the menu does not grant, nor a path written in another case', () => {
    expect(table.match('/systemSetting/users')).toBeUndefined();
    expect(table.match('/OCEAN_EXP/LIST')).toBeUndefined();
  });

  it('gives a path both on the menu and constant to the menu, in its section', () => {
    const found = table.match('/ensedi');
    expect(found?.route.menuId).toBe(104);
    expect(found?.parents.map((p) => p.menuId)).toEqual([100]);
  });

  it('has one router route per path, its id the path, each carrying its route', () => {
    const paths = table.objects.map((o) => o.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(table.objects.every((o) => o.id === o.path && o.handle.path !== undefined)).toBe(true);
    for (const route of CONSTANT_ROUTES) expect(paths).toContain(route.path);
  });

  it('lists constant routes, then the menu’s, parents before children', () => {
    expect(table.flat.slice(CONSTANT_ROUTES.length).map((r) => r.menuId)).toEqual([
      100, 102, 103, 104, 200, 201, 202, 203, 204,
    ]);
  });
});
