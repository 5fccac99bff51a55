import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../routes/route-model';
import { breadcrumbItems, showsBreadcrumb } from './breadcrumb-items';

const route = (path: string, meta: AppRoute['meta'] = {}): AppRoute => ({ path, kind: 'page', meta, children: [] });
const titleOf = (r: AppRoute) => r.meta.titleKey ?? '';

describe('breadcrumb (spec §2.7)', () => {
  const section = route('/ocean_exp', { titleKey: 'Ocean Export', redirect: 'noRedirect' });
  const list = route('/ocean_exp/list', { titleKey: 'Export Jobs' });

  it('starts with 主页 linking /home and ends with the page as plain text', () => {
    expect(breadcrumbItems({ route: list, params: {}, parents: [section] }, titleOf, '主页')).toEqual([
      { title: '主页', to: '/home' },
      { title: 'Ocean Export' },
      { title: 'Export Jobs' },
    ]);
  });

  it('links a parent to its redirect, else to its path with the current parameters', () => {
    const job = route('/ocean_exp/detail/:JOB_ID/charges', { titleKey: 'Charges' });
    const card = route('/ocean_exp/detail/:JOB_ID', { titleKey: 'Export Job' });
    const withRedirect = route('/OceanImport', { titleKey: 'Ocean Import', redirect: '/OceanImport/JobList' });
    expect(
      breadcrumbItems({ route: job, params: { JOB_ID: 'OE1' }, parents: [withRedirect, card] }, titleOf, 'Home'),
    ).toEqual([
      { title: 'Home', to: '/home' },
      { title: 'Ocean Import', to: '/OceanImport/JobList' },
      { title: 'Export Job', to: '/ocean_exp/detail/OE1' },
      { title: 'Charges' },
    ]);
  });

  it('leaves out routes without a title or with breadcrumb=false', () => {
    const untitled = route('/group');
    const hidden = route('/partners', { titleKey: 'Partners', breadcrumb: false });
    expect(breadcrumbItems({ route: list, params: {}, parents: [untitled, hidden] }, titleOf, 'Home')).toEqual([
      { title: 'Home', to: '/home' },
      { title: 'Export Jobs' },
    ]);
  });

  it('is hidden on the home page', () => {
    expect(showsBreadcrumb('/home')).toBe(false);
    expect(showsBreadcrumb('/home/index')).toBe(false);
    expect(showsBreadcrumb('/homework')).toBe(true);
    expect(showsBreadcrumb('/ocean_exp/list')).toBe(true);
  });
});
