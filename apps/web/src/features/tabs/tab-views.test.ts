import { describe, expect, it } from 'vitest';
import {
  addView,
  afterClosing,
  deleteAllViews,
  deleteOtherViews,
  deleteView,
  type TabView,
  tabLabel,
  updateView,
} from './tab-views';

const tab = (path: string, fields: Partial<TabView> = {}): TabView => ({
  path,
  fullPath: path,
  name: path,
  meta: {},
  query: {},
  params: {},
  affix: false,
  noCache: false,
  ...fields,
});

const home = tab('/home/index', { affix: true });
const list = tab('/ocean_exp/list');
const job = tab('/ocean_exp/detail/OE1', { params: { JOB_ID: 'OE1' } });
const users = tab('/systemSetting/users');
const paths = (views: TabView[]) => views.map((v) => v.path);

describe('tab views (spec §4 Tab views)', () => {
  it('adds a new path at the end and keeps an open one where it is, with its new query', () => {
    const views = addView([home, list], job);
    expect(paths(views)).toEqual(['/home/index', '/ocean_exp/list', '/ocean_exp/detail/OE1']);
    const again = addView(views, { ...list, fullPath: '/ocean_exp/list?page=2', query: { page: '2' } });
    expect(paths(again)).toEqual(paths(views));
    expect(again[1]).toMatchObject({ fullPath: '/ocean_exp/list?page=2', query: { page: '2' } });
  });

  it('keeps the dynamic title of a tab that is visited again', () => {
    const titled = updateView([home, job], job.path, { dynamicTitle: 'OE1' });
    expect(addView(titled, { ...job, fullPath: `${job.path}?tab=charges` })[1]?.dynamicTitle).toBe('OE1');
  });

  it('deletes one tab, never an affixed one', () => {
    expect(paths(deleteView([home, list, job], list.path))).toEqual(['/home/index', '/ocean_exp/detail/OE1']);
    expect(paths(deleteView([home, list], home.path))).toEqual(['/home/index', '/ocean_exp/list']);
  });

  it('deletes the others, keeping the selected and the affixed tabs', () => {
    expect(paths(deleteOtherViews([home, list, job, users], job.path))).toEqual([
      '/home/index',
      '/ocean_exp/detail/OE1',
    ]);
  });

  it('deletes all but the affixed tabs', () => {
    expect(paths(deleteAllViews([list, home, job]))).toEqual(['/home/index']);
  });

  it('updates a dynamic title in place', () => {
    const views = updateView([home, job], job.path, { dynamicTitle: 'OE1 · draft' });
    expect(views[1]?.dynamicTitle).toBe('OE1 · draft');
    expect(views[0]).toBe(home);
  });

  it('labels a tab with its route title and the dynamic title', () => {
    expect(tabLabel(job, '出口工作单')).toBe('出口工作单');
    expect(tabLabel({ ...job, dynamicTitle: 'OE1' }, 'Export Job')).toBe('Export Job OE1');
  });
});

describe('afterClosing (spec §4: closing the shown tab)', () => {
  it('goes to the last remaining tab', () => {
    expect(afterClosing([home, { ...users, fullPath: '/systemSetting/users?page=3' }], list)).toBe(
      '/systemSetting/users?page=3',
    );
  });

  it('with none left, refreshes home when home closed, else goes to the root', () => {
    expect(afterClosing([], home)).toBe('/redirect/home/index');
    expect(afterClosing([], list)).toBe('/');
  });
});
