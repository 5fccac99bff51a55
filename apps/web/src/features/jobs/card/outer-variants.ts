import { JOB_TYPE_TABLE, JOB_TYPES, type TJobType } from '@apex/shared/jobs';

/** spec §2.4: the export job screens a parent portal embeds under /ocean_exp_outer/, by the card's tab each shows. */
const OUTER_EXPORT_TABS = {
  booking: 'booking',
  container: 'containers',
  goodsStatus: 'goodsStatus',
  mbl: 'bl',
  hbl: 'bl',
  lcl: 'lcl',
} as const;
const OUTER_PREFIX = '/ocean_exp_outer/';
/**
 * spec §2.4: the export screens of no one job, by their path under the prefix: the trucking screens
 * (features/jobs/trucking/outer-trucking.tsx) and the HB/L split (features/jobs/splits).
 */
const OUTER_DESKS = {
  trucking: 'truckingList',
  'trucking/transform': 'truckingTransform',
  trucking_link: 'truckingLink',
  trucksplit: 'truckSplit',
  oceansplit: 'billSplit',
} as const;

/** A job screen without the shell: the job type, and the card's tab it shows or the type's job list. */
export interface EmbeddedJobScreen {
  path: string;
  jobType: TJobType;
  tab: string;
}

/**
 * The job screens for a parent portal's frame, apart from their page so the router names them
 * without loading it: every type's general part (spec §2.4 /ocean_exp_outer/general, §2.2
 * /oceanimport/generalnonav), and the export job list, tabs, trucking screens and HB/L split (§2.4).
 */
export const EMBEDDED_JOB_SCREENS: readonly EmbeddedJobScreen[] = [
  ...JOB_TYPES.map((jobType) => ({ path: JOB_TYPE_TABLE[jobType].embeddedGeneralPath, jobType, tab: 'general' })),
  ...Object.entries({ list: 'list', ...OUTER_EXPORT_TABS, ...OUTER_DESKS }).map(([variant, tab]) => ({
    path: `${OUTER_PREFIX}${variant}`,
    jobType: 'OE' as const,
    tab,
  })),
];
