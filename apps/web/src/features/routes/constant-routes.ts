import { JOB_TYPE_TABLE, type TJobType } from '@apex/shared/jobs';
import { CHANGE_PASSWORD_PATH, HOME_PATH, NOT_FOUND_PATH } from '../../platform/paths';
import type { AppRoute, JobPage, RouteMeta } from './route-model';

const constant = (path: string, titleKey: string, meta: RouteMeta = {}, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  kind: 'page',
  meta: { titleKey, ...meta },
  children: [],
  ...extra,
});

/** spec §2.3: the embedded external page that is always registered, whatever the menu. */
export const TESLA_PATHS: readonly string[] = ['/ocean_exp/tesla', '/xc-menus/tesla', '/outxc-menus/tesla'];

/** spec §2.1: the empty pages. */
export const EMPTY_PATHS: readonly string[] = ['/empty', '/empty/try'];

/** The title key of the new-job-number tab, which always closes without asking (spec §4 Tab views). */
export const NEW_JOB_TITLE_KEY = 'newJobNo';

const jobMeta = (jobType: TJobType): RouteMeta => ({
  jobType,
  activeMenu: JOB_TYPE_TABLE[jobType].listPath,
  hidden: true,
});
/** A job screen of one type: see `JobPage`. */
const jobRoute = (path: string, titleKey: string, jobType: TJobType, jobPage: JobPage, extra: Partial<AppRoute> = {}) =>
  constant(path, titleKey, jobMeta(jobType), { jobPage, ...extra });
const { OE, OI } = JOB_TYPE_TABLE;

/**
 * Routes every signed-in user has, whatever the menu (spec §2.1–§2.4). The home page is affixed:
 * its tab is always there. Job cards are hidden from menus and searches; their tab highlights the
 * job list in the sidebar (activeMenu).
 */
export const CONSTANT_ROUTES: readonly AppRoute[] = [
  constant(HOME_PATH, 'home', { icon: 'HomeOutlined', affix: true }),
  constant(CHANGE_PASSWORD_PATH, 'changePassword', { hidden: true }),
  constant(NOT_FOUND_PATH, 'notFound', { hidden: true, breadcrumb: false }, { utility: true }),
  ...EMPTY_PATHS.map((path) => constant(path, 'empty', { hidden: true, breadcrumb: false }, { utility: true })),
  constant('/ensedi', 'ensEdi', { hidden: true }),
  jobRoute(OE.cardPath, 'oceanExportJob', 'OE', 'card'),
  jobRoute(OE.newCardPath, NEW_JOB_TITLE_KEY, 'OE', 'new'),
  jobRoute(OI.cardPath, 'oceanImportJob', 'OI', 'card', { withoutMenuCheck: true }),
  constant('/oceanimport/indexedit', 'oceanImportJob', { hidden: true }, { withoutMenuCheck: true }),
  // spec §2.2: the import job's general part, the job in ?JOB_ID= (without one, a new job's).
  jobRoute('/oceanimport/general', 'oceanImportJob', 'OI', 'general'),
  // spec §2.1 names these "/file/Excel…": the Excel import and export pages.
  constant('/file/:excelPage', 'excelFile', { hidden: true }, { withoutMenuCheck: true }),
  ...TESLA_PATHS.map((path) =>
    constant(path, 'tesla', { hidden: true, iframe: true, activeMenu: '/ocean_exp/tesla' }, { kind: 'embedded' }),
  ),
];
