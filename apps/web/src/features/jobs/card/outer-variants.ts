/**
 * spec §2.4: the embedded variants of the export job screens under /ocean_exp_outer/, each the job
 * card's tab of that name, and the list. Apart from the page, so the router names them without
 * loading it.
 */
export const OUTER_JOB_TABS = {
  general: 'general',
  booking: 'booking',
  container: 'containers',
  mbl: 'bl',
  hbl: 'bl',
  lcl: 'lcl',
} as const;
export type OuterJobTab = keyof typeof OUTER_JOB_TABS;

export const OUTER_PREFIX = '/ocean_exp_outer/';
export const OUTER_VARIANTS = ['list', ...Object.keys(OUTER_JOB_TABS)] as readonly ('list' | OuterJobTab)[];
