import type { TFavoriteMenu } from '@apex/shared/common';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../routes/route-model';
import { createTestRoute as route } from '../sidebar/test-routes';
import {
  favouriteOf,
  moveFavourite,
  removeFavourite,
  shownFavourites,
  toggleFavourite,
  withMenuNames,
} from './favourite-list';

const exportJobs = route('/ocean_exp/list', 'Export Jobs', { icon: 'UnorderedListOutlined' });
const importJobs = route('/OceanImport/JobList', 'Import Jobs');
const tasks = route('/tasks', 'My Tasks');
const favourites = [exportJobs, importJobs, tasks].map((r) => favouriteOf(r, r.meta.names!.en_US));
const paths = (list: TFavoriteMenu[]) => list.map((f) => f.path);

describe('favourite entries (spec §3 Favourite route)', () => {
  it('holds path, a language-independent title, icon and the title the user read', () => {
    expect(favouriteOf(exportJobs, '出口工作单')).toEqual({
      path: '/ocean_exp/list',
      title: 'Export Jobs',
      icon: 'UnorderedListOutlined',
      menuName: '出口工作单',
    });
    const home: AppRoute = { path: '/home/index', kind: 'page', meta: { titleKey: 'home' }, children: [] };
    expect(favouriteOf(home, '主页')).toEqual({ path: '/home/index', title: 'home', icon: '', menuName: '主页' });
  });

  it('renames every entry in the current language on save, keeping names it cannot resolve', () => {
    const names: Record<string, string> = { '/ocean_exp/list': '出口工作单', '/tasks': '我的任务' };
    expect(withMenuNames(favourites, (p) => names[p]).map((f) => f.menuName)).toEqual([
      '出口工作单',
      'Import Jobs',
      '我的任务',
    ]);
  });
});

describe('favourites list (spec §4 star and edit mode)', () => {
  it('the star removes a starred route and adds any other at the end', () => {
    const shipments = favouriteOf(route('/shipmentList/index', 'Shipment List'), 'Shipment List');
    expect(paths(toggleFavourite(favourites, favourites[1]!))).toEqual(['/ocean_exp/list', '/tasks']);
    expect(paths(toggleFavourite(favourites, shipments))).toEqual([...paths(favourites), '/shipmentList/index']);
  });

  it('removes one favourite', () => {
    expect(paths(removeFavourite(favourites, '/tasks'))).toEqual(['/ocean_exp/list', '/OceanImport/JobList']);
  });

  it('reorders by moving a favourite to where another one is, down or up', () => {
    expect(paths(moveFavourite(favourites, '/ocean_exp/list', '/tasks'))).toEqual([
      '/OceanImport/JobList',
      '/tasks',
      '/ocean_exp/list',
    ]);
    expect(paths(moveFavourite(favourites, '/tasks', '/ocean_exp/list'))).toEqual([
      '/tasks',
      '/ocean_exp/list',
      '/OceanImport/JobList',
    ]);
    expect(moveFavourite(favourites, '/gone', '/tasks')).toEqual(favourites);
  });

  it('shows only favourites whose route is still in the menu', () => {
    const menu = new Map([exportJobs, tasks].map((r) => [r.path, r]));
    const shown = shownFavourites(favourites, (p) => menu.get(p));
    expect(shown.map((s) => s.route)).toEqual([exportJobs, tasks]);
  });
});
