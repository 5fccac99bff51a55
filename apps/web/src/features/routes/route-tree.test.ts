import { describe, expect, it } from 'vitest';
import type { AppRoute } from './route-model';
import { flattenRoutes, matchRoute } from './route-tree';

const page = (path: string, meta: AppRoute['meta'] = {}): AppRoute => ({ path, kind: 'page', meta, children: [] });
const group = (path: string, children: AppRoute[]): AppRoute => ({ path, kind: 'group', meta: {}, children });

const routes: AppRoute[] = [
  page('/ocean_exp/detail/:JOB_ID', { jobType: 'OE', hidden: true }),
  group('/ocean_exp', [page('/ocean_exp/list'), page('/ocean_exp/detail/new')]),
  group('/workbench', [page('/tasks')]),
];

describe('matchRoute', () => {
  it('finds a route with its ancestors', () => {
    const found = matchRoute(routes, '/ocean_exp/list');
    expect(found?.route.path).toBe('/ocean_exp/list');
    expect(found?.parents.map((p) => p.path)).toEqual(['/ocean_exp']);
  });

  it('prefers an exact path to a pattern listed earlier, and reads parameters from patterns', () => {
    expect(matchRoute(routes, '/ocean_exp/detail/new')?.route.path).toBe('/ocean_exp/detail/new');
    expect(matchRoute(routes, '/ocean_exp/detail/OE2026-0001')).toMatchObject({
      route: { path: '/ocean_exp/detail/:JOB_ID' },
      params: { JOB_ID: 'OE2026-0001' },
    });
  });

  it('answers a level-2 page at {path}/index and nothing for groups or unknown paths', () => {
    expect(matchRoute(routes, '/tasks/index')?.route.path).toBe('/tasks');
    expect(matchRoute(routes, '/ocean_exp')).toBeUndefined();
    expect(matchRoute(routes, '/nowhere')).toBeUndefined();
  });

  it('flattens parents before children', () => {
    expect(flattenRoutes(routes).map((r) => r.path)).toEqual([
      '/ocean_exp/detail/:JOB_ID',
      '/ocean_exp',
      '/ocean_exp/list',
      '/ocean_exp/detail/new',
      '/workbench',
      '/tasks',
    ]);
  });
});
