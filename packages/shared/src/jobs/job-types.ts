import { z } from 'zod';
import type { TLabelKey } from '../labels/keys';
import { JOB_TYPE_LABELS } from '../master/job-type-labels';
import type { TPermission } from '../permissions/registry';

/** spec §3 Job: OE = ocean export, OI = ocean import (system code type JOB_TYPE, locked). */
export const JOB_TYPES = ['OE', 'OI'] as const;
export type TJobType = (typeof JOB_TYPES)[number];
export const ZJobType = z.enum(JOB_TYPES);

/** What tells one job type from another; everything else about a job is the same model and code. */
interface JobTypeRow {
  /** Its API's segment under /api: the jobs are `<api>/jobs`, its HB/L and goods lists beside them. */
  api: `/${string}`;
  /** Reading its jobs; editing them. A role can work on one type without the other. */
  view: TPermission;
  edit: TPermission;
  /** Web routes: its job list, a saved job's card and a new job's card (`:JOB_ID` the id or `NEW<key>`). */
  listPath: string;
  cardPath: `${string}/:JOB_ID`;
  newCardPath: string;
  /**
   * Its general part without the shell, for a parent portal's frame, the job in `?JOB_ID=` (spec
   * §2.4 for export, §2.2 generalnonav for import).
   */
  embeddedGeneralPath: string;
  /** spec §4: the window event its card's tab sends before closing, `<closeSignal>_<JOB_ID>`. */
  closeSignal: string;
  /** Its name, a catalogue key. */
  label: TLabelKey;
}

/** The one place a job type is mapped to its paths, permissions and signals: a new type is one more row. */
export const JOB_TYPE_TABLE = {
  OE: {
    api: '/ocean-export',
    view: '/oceanExport/list',
    edit: '/oceanExport/edit',
    listPath: '/ocean_exp/list',
    cardPath: '/ocean_exp/detail/:JOB_ID',
    newCardPath: '/ocean_exp/newJob/:JOB_ID',
    embeddedGeneralPath: '/ocean_exp_outer/general',
    closeSignal: 'jobDetailClose',
    label: JOB_TYPE_LABELS.OE,
  },
  OI: {
    api: '/ocean-import',
    view: '/oceanImport/list',
    edit: '/oceanImport/edit',
    listPath: '/OceanImport/JobList',
    cardPath: '/oceanimport/indexedit/:JOB_ID',
    // spec §2.2: a new import job opens the OceanImportGeneral menu page, one tab for all new ones.
    newCardPath: '/OceanImportGeneral/index',
    embeddedGeneralPath: '/oceanimport/generalnonav',
    closeSignal: 'oiJobDetailClose',
    label: JOB_TYPE_LABELS.OI,
  },
} as const satisfies Record<TJobType, JobTypeRow>;

/** One value per job type, built by `build`: how per-type contracts and registrations are made. */
export const perJobType = <R>(build: (jobType: TJobType) => R) =>
  Object.fromEntries(JOB_TYPES.map((jobType) => [jobType, build(jobType)])) as Record<TJobType, R>;
