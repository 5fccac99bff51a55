import type { TLabelKey } from '@apex/shared/i18n';
import type { JOB_DATE_FILTERS } from '@apex/shared/jobs';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type jobList from '../../../locales/en_US/screens/jobList.json';

/** The list's fields as the catalogue names them, as the list's export does; the screen names the rest. */
const CATALOGUE = {
  jobNo: 'jobs:columns.jobNo',
  jobMode: 'jobs:columns.jobMode',
  jobStatus: 'jobs:fields.jobStatus',
  customer: 'masterData:partyRoles.CUSTOMER',
  shipper: 'masterData:partyRoles.SHIPPER',
  consignee: 'masterData:partyRoles.CONSIGNEE',
  carrier: 'masterData:entities.carrier',
  vessel: 'masterData:columns.vesselName',
  voyage: 'jobs:fields.voyage',
  pol: 'jobs:columns.pol',
  pod: 'jobs:columns.pod',
  etd: 'jobs:columns.etd',
  eta: 'jobs:columns.eta',
  mblNo: 'jobs:columns.mblNo',
  hblNo: 'jobs:columns.hblNo',
  containers: 'jobs:columns.containers',
  operator: 'jobs:fields.operator',
  sales: 'jobs:columns.sales',
  invoiceStatus: 'jobs:columns.invoiceStatus',
  closeStatus: 'finance:fields.closeStatus',
  reviewStatus: 'finance:fields.reviewStatus',
  profitLocal: 'finance:fields.profit',
  marginPct: 'finance:fields.margin',
  belowMinMargin: 'finance:fields.belowMinMargin',
  etaSlipped: 'tracking:etaSlipped',
  operationAt: 'jobs:columns.operationTime',
} as const satisfies Record<string, TLabelKey>;

export function useJobListLabel() {
  const { t } = useTranslation('jobList');
  return useFieldLabel(CATALOGUE, (name: keyof (typeof jobList)['fields']) => t(`fields.${name}`));
}

/** The dates a list query filters on: the job's own as the catalogue names them, the others the list's. */
const DATES = {
  ETD: 'jobs:fields.etd',
  ETA: 'jobs:fields.eta',
  OPERATION_TIME: 'jobs:columns.operationTime',
} as const satisfies Partial<Record<(typeof JOB_DATE_FILTERS)[number], TLabelKey>>;

export function useDateFilterLabel() {
  const { t } = useTranslation('jobList');
  return useFieldLabel(DATES, (date: keyof (typeof jobList)['dates']) => t(`dates.${date}`));
}
