import { describe, expect, it } from 'vitest';
import { filterMenu } from './menu-filter';
import { type SidebarEntry, sidebarEntries } from './sidebar-entries';
import { createTestRoute as route, titleOf } from './test-routes';

const shape = (entries: SidebarEntry[]): unknown[] =>
  entries.map((e) => (e.children ? [e.key, shape(e.children)] : e.key));

const entries = sidebarEntries([
  route('/home/index', 'Home'),
  route('/ocean_exp', 'Ocean Export', {}, [
    route('/ocean_exp/list', 'Export Jobs'),
    route('/ocean_exp/trucksplit', 'Trucking Split'),
  ]),
  route('/OceanImport', 'Ocean Import', {}, [
    route('/OceanImport/JobList', 'Import Jobs'),
    route('/OceanImport/dosplit', 'Split Delivery Order'),
  ]),
  route('/workbench', 'Workbench', { alwaysShow: true }, [route('/tasks', 'My Tasks')]),
  route('/oceanReport', 'Reports', {}, [
    route('/shipmentList/index', 'Shipment List'),
    route('/oceanReport/partners', 'Partner Systems', {}, [route('/tms', 'TMS'), route('/track', 'Tracking')]),
  ]),
]);

describe('filterMenu (spec §2.7 menu search)', () => {
  it('gives the full menu with the sections of spec §2.5 open when the search is empty', () => {
    for (const query of ['', '   ']) {
      const menu = filterMenu(entries, query, titleOf);
      expect(menu.entries).toEqual(entries);
      expect(menu.openKeys).toEqual(['/ocean_exp', '/OceanImport', '/oceanReport']);
    }
  });

  it('keeps only the matching children, case-insensitively, and opens their sections', () => {
    const menu = filterMenu(entries, 'JOBS', titleOf);
    expect(shape(menu.entries)).toEqual([
      ['/ocean_exp', ['/ocean_exp/list']],
      ['/OceanImport', ['/OceanImport/JobList']],
    ]);
    expect(menu.openKeys).toEqual(['/ocean_exp', '/OceanImport']);
  });

  it('keeps every child of a matching parent and opens it, with its nested sections', () => {
    const menu = filterMenu(entries, 'report', titleOf);
    expect(shape(menu.entries)).toEqual([
      ['/oceanReport', ['/shipmentList/index', ['/oceanReport/partners', ['/tms', '/track']]]],
    ]);
    expect(menu.openKeys).toEqual(['/oceanReport', '/oceanReport/partners']);
  });

  it('opens a section that is closed by default when it holds a match', () => {
    const menu = filterMenu(entries, 'tasks', titleOf);
    expect(shape(menu.entries)).toEqual([['/workbench', ['/tasks']]]);
    expect(menu.openKeys).toEqual(['/workbench']);
  });

  it('matches a substring anywhere in the title, and leaves nothing when none matches', () => {
    expect(shape(filterMenu(entries, 'split', titleOf).entries)).toEqual([
      ['/ocean_exp', ['/ocean_exp/trucksplit']],
      ['/OceanImport', ['/OceanImport/dosplit']],
    ]);
    expect(filterMenu(entries, 'invoice', titleOf)).toEqual({ entries: [], openKeys: [] });
  });
});
