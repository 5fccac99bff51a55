import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../routes/route-model';
import { createTestRoute as route, titleOf } from '../sidebar/test-routes';
import { FUSE_OPTIONS, searchEntries, trailOf } from './search-entries';

const routes: AppRoute[] = [
  route('/home/index', 'Home'),
  route('/changePassword', 'Change Password', { hidden: true }),
  route('/ocean_exp', 'Ocean Export', {}, [
    route('/ocean_exp/list', 'Export Jobs'),
    route('/ocean_exp/detail/:JOB_ID', 'Export Job Card'),
    route('/ocean_exp/oceanBcl', 'B/L Check List', { redirect: 'noRedirect' }),
  ]),
  route('/OceanImport', 'Ocean Import', {}, [route('/OceanImport/JobList', 'Import Jobs')]),
  { ...route('https://track.example/container', 'Container Tracking'), kind: 'newWindow' },
  route('/systemSetting', 'System Settings', {}, [
    route('/systemSetting/access', 'Users & Access', {}, [route('/systemSetting/users', 'Users')]),
    route('/secret', 'Secret', { hidden: true }, [route('/secret/inside', 'Inside')]),
  ]),
];
const entries = searchEntries(routes, titleOf);

describe('searchEntries (spec §2.7 header search)', () => {
  it('lists titled pages with their section trail, leaving out sections, hidden, parameterised and noRedirect routes', () => {
    expect(entries.map((e) => [e.route.path, trailOf(e)])).toEqual([
      ['/home/index', 'Home'],
      ['/ocean_exp/list', 'Ocean Export > Export Jobs'],
      ['/OceanImport/JobList', 'Ocean Import > Import Jobs'],
      ['https://track.example/container', 'Container Tracking'],
      ['/systemSetting/users', 'System Settings > Users & Access > Users'],
    ]);
  });

  it('leaves out a route without a title', () => {
    const untitled: AppRoute = { path: '/empty', kind: 'page', meta: {}, children: [] };
    expect(searchEntries([untitled], titleOf)).toEqual([]);
  });
});

describe('FUSE_OPTIONS', () => {
  const fuse = new Fuse(entries, FUSE_OPTIONS);
  const found = (query: string) => fuse.search(query).map((r) => r.item.title);

  it('searches fuzzily with threshold 0.4', () => {
    expect(FUSE_OPTIONS.threshold).toBe(0.4);
    expect(found('Exprt Jobs')[0]).toBe('Export Jobs');
    expect(found('zzzz')).toEqual([]);
  });

  it('finds a page by the section it sits in', () => {
    expect(found('ocean import')[0]).toBe('Import Jobs');
    expect(found('access')).toEqual(['Users']);
  });
});
