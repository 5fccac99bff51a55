import type { Localized } from '@apex/shared/i18n';
import type { TJobType } from '@apex/shared/jobs';

/** spec §3 Route meta. */
export interface RouteMeta {
  /** The title in every language (menu items); constant routes name an i18n key instead. */
  names?: Localized;
  /** i18n key (namespace `routes`) of a constant route's title. */
  titleKey?: string;
  /** antd icon name, as the menu sends it. */
  icon?: string;
  /** Its tab cannot be closed and is opened at start (spec §2.7). */
  affix?: boolean;
  /** `false` leaves the route out of the breadcrumb. */
  breadcrumb?: boolean;
  /** The menu entry to highlight when this (hidden) route is shown, e.g. a job card's list. */
  activeMenu?: string;
  /** Embedded pages: the address shown in the frame. */
  url?: string;
  /** Job cards: closing their tab asks the page first (spec §4). */
  jobType?: TJobType;
  /** Not in the sidebar or searches. */
  hidden?: boolean;
  /** Where the route's breadcrumb link goes; 'noRedirect' makes it plain text. */
  redirect?: string;
  /** A parent shown as a submenu even with one visible child. */
  alwaysShow?: boolean;
  /** Shown in a kept-alive frame rather than as a page (spec §2.6). */
  iframe?: boolean;
  /** Not kept alive when left. */
  noCache?: boolean;
}

type RouteKind =
  /** A section with children. */
  | 'group'
  /** A screen of this product. */
  | 'page'
  /** Another application's page or an absolute address, framed inside the app. */
  | 'embedded'
  /** target _blank: opens its address in a new window. */
  | 'newWindow';

/**
 * Which screen of a job a constant route shows: a saved job's card (`:JOB_ID` its id), a new job's
 * card (`:JOB_ID`, if any, a key per new tab), or its general part alone (the job in `?JOB_ID=`).
 */
export type JobPage = 'card' | 'new' | 'general';

/**
 * One route of the shell: the constant routes of spec §2.1–§2.4 and the routes the user's menu
 * grants (§2.6), with their meta. The sidebar, breadcrumb, searches, tabs and page titles all read
 * this one model.
 */
export interface AppRoute {
  /** Absolute path; constant routes may hold parameters (`/ocean_exp/detail/:JOB_ID`). */
  path: string;
  kind: RouteKind;
  meta: RouteMeta;
  children: AppRoute[];
  /** The menu item it came from, if any. */
  menuId?: number;
  /** /404 and the empty pages (spec §2.1): shown, but no tab is opened for them. */
  utility?: boolean;
  /**
   * spec §2.1: /file/Excel… and /oceanimport/indexedit load the user's info but are shown whatever
   * the menu holds (no empty-menu alert).
   */
  withoutMenuCheck?: boolean;
  /** A job screen, of the job type in `meta.jobType`. */
  jobPage?: JobPage;
}
