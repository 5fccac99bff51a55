import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type bills from '../../../locales/en_US/screens/bills.json';

/** An HB/L's fields as the catalogue names them (the job's fields do too); the screen names the rest. */
const CATALOGUE = {
  shipper: 'masterData:partyRoles.SHIPPER',
  consignee: 'masterData:partyRoles.CONSIGNEE',
  notify: 'masterData:partyRoles.NOTIFY',
  marks: 'jobs:fields.marks',
  salesCompany: 'jobs:fields.salesCompany',
  sales: 'jobs:columns.sales',
  remark: 'general:columns.remark',
} as const satisfies Record<string, TLabelKey>;

export function useHblLabel() {
  const { t } = useTranslation('bills');
  return useFieldLabel(CATALOGUE, (name: keyof (typeof bills)['hbl']['fields']) => t(`hbl.fields.${name}`));
}

export type HblLabel = ReturnType<typeof useHblLabel>;
