import { HOME_PATH } from '../../platform/paths';
import type { RouteMeta } from '../routes/route-model';

/** spec §3 Visited tab: one tab of the strip, for one path. */
export interface TabView {
  /** The tab's identity: the path without query. */
  path: string;
  /** Path and query as last shown: where the tab leads back to. */
  fullPath: string;
  /** The route it shows, by its path pattern (`/ocean_exp/detail/:JOB_ID`). */
  name: string;
  meta: RouteMeta;
  query: Record<string, string>;
  /** Route parameters, JOB_ID among them. */
  params: Record<string, string>;
  /** Set by the page itself (a job number, a customer). */
  dynamicTitle?: string;
  affix: boolean;
  noCache: boolean;
}

/**
 * spec §2.7: the route title in the current language plus the optional dynamic title. The title is
 * looked up when shown, not kept with the tab: only the current language's texts are loaded, so a
 * title kept from an earlier language would be a bare key after a switch.
 */
export const tabLabel = (view: TabView, title: string) => (view.dynamicTitle ? `${title} ${view.dynamicTitle}` : title);

/**
 * spec §4 add: a path already open keeps its tab (and its dynamic title) and only remembers where it
 * now is, with which query.
 */
export function addView(views: readonly TabView[], view: TabView): TabView[] {
  const open = views.find((v) => v.path === view.path);
  if (!open) return [...views, view];
  if (open.fullPath === view.fullPath) return [...views];
  return updateView(views, view.path, { fullPath: view.fullPath, query: view.query });
}

/** spec §4 delete one; affixed tabs are never closed. */
export const deleteView = (views: readonly TabView[], path: string) => views.filter((v) => v.path !== path || v.affix);

/** spec §4 delete others: the selected tab and the affixed ones stay. */
export const deleteOtherViews = (views: readonly TabView[], path: string) =>
  views.filter((v) => v.path === path || v.affix);

/** spec §4 delete all: the affixed tabs stay. */
export const deleteAllViews = (views: readonly TabView[]) => views.filter((v) => v.affix);

/** spec §4 update: a tab's query, full path or dynamic title change in place. */
export const updateView = (
  views: readonly TabView[],
  path: string,
  patch: Partial<Pick<TabView, 'fullPath' | 'query' | 'dynamicTitle'>>,
) => views.map((v) => (v.path === path ? { ...v, ...patch } : v));

/**
 * spec §4: where to go once the shown tab is closed — the last remaining tab; with none left, home
 * is refreshed when it was home that closed, else the app's root.
 */
export function afterClosing(remaining: readonly TabView[], closed: TabView): string {
  const last = remaining.at(-1);
  if (last) return last.fullPath;
  return closed.path === HOME_PATH ? `/redirect${closed.fullPath}` : '/';
}
