import { describe, expect, it } from 'vitest';
import { type SidebarEntry, sidebarEntries, submenuKeys } from './sidebar-entries';
import { createTestRoute as route } from './test-routes';

/** The sidebar as nested [key, children] pairs, to compare whole trees at a glance. */
const shape = (entries: SidebarEntry[]): unknown[] =>
  entries.map((e) => (e.children ? [e.key, shape(e.children)] : e.key));

describe('sidebarEntries (spec §2.7 visible children)', () => {
  it('skips hidden routes at every level', () => {
    const routes = [
      route('/home/index', 'Home'),
      route('/changePassword', 'Change Password', { hidden: true }),
      route('/ocean_exp', 'Ocean Export', {}, [
        route('/ocean_exp/list', 'Export Jobs'),
        route('/ocean_exp/detail/:JOB_ID', 'Export Job', { hidden: true }),
        route('/ocean_exp/oceansplit', 'Split & Combine B/L'),
      ]),
    ];
    expect(shape(sidebarEntries(routes))).toEqual([
      '/home/index',
      ['/ocean_exp', ['/ocean_exp/list', '/ocean_exp/oceansplit']],
    ]);
  });

  it('shows a parent with a single visible child as that child', () => {
    const routes = [
      route('/oceanReport/partners', 'Partner Systems', {}, [
        route('/dispatch/board', 'Trucking Dispatch', { hidden: true }),
        route('/track', 'Container Tracking'),
      ]),
    ];
    const [only] = sidebarEntries(routes);
    expect(only).toEqual({ key: '/track', route: routes[0]!.children[1] });
  });

  it('keeps a single child under its parent when the parent is alwaysShow', () => {
    const routes = [route('/workbench', 'Workbench', { alwaysShow: true }, [route('/tasks', 'My Tasks')])];
    expect(shape(sidebarEntries(routes))).toEqual([['/workbench', ['/tasks']]]);
  });

  it('keeps a parent whose only child is itself a submenu', () => {
    const routes = [
      route('/systemSetting', 'System Settings', {}, [
        route('/systemSetting/access', 'Users & Access', {}, [
          route('/systemSetting/users', 'Users'),
          route('/systemSetting/roles', 'Roles'),
        ]),
      ]),
    ];
    expect(shape(sidebarEntries(routes))).toEqual([
      ['/systemSetting', [['/systemSetting/access', ['/systemSetting/users', '/systemSetting/roles']]]],
    ]);
  });

  it('leaves out a section with nothing visible, and keeps a page whose children are all hidden', () => {
    const list = { ...route('/ocean_exp/list', 'Export Jobs'), children: [route('/x/:ID', 'X', { hidden: true })] };
    const routes = [route('/empty', 'Empty', {}, [route('/a', 'A', { hidden: true })]), list];
    expect(shape(sidebarEntries(routes))).toEqual(['/ocean_exp/list']);
  });

  it('lists submenu keys at every depth', () => {
    const routes = [
      route('/a', 'A', {}, [route('/a/b', 'B', {}, [route('/a/b/1', '1'), route('/a/b/2', '2')]), route('/a/c', 'C')]),
    ];
    expect(submenuKeys(sidebarEntries(routes))).toEqual(['/a', '/a/b']);
  });
});
