import type { Localized } from '../i18n/locales';
import type { TJobType } from '../jobs/job-types';

// Apart from the charge vocabulary it lived in: the job-type table, and so the shell, reads it.
export const JOB_TYPE_LABELS: Record<TJobType, Localized> = {
  OE: { en_US: 'Ocean Export', zh_CN: '海运出口', zh_HK: '海運出口' },
  OI: { en_US: 'Ocean Import', zh_CN: '海运进口', zh_HK: '海運進口' },
};
