import type { TLabelKey } from '@apex/shared/i18n';
import { useLabel } from '../../../i18n/use-label';

/** A charge scheme's fields as the catalogue names them, as the scheme export does. */
export const SCHEME_LABELS = {
  schemeNo: 'masterData:columns.schemeNo',
  name: 'general:columns.name',
  jobType: 'general:columns.jobType',
  remark: 'general:columns.remark',
  enabled: 'general:columns.enabled',
  lines: 'masterData:columns.chargeLines',
} as const satisfies Record<string, TLabelKey>;

/** A charge line's inputs as the catalogue names them (the import template's headers). */
const LINE_CATALOGUE = {
  chargeCode: 'masterData:entities.chargeCode',
  partyRole: 'masterData:templates.partyRole',
  unit: 'masterData:templates.unit',
  currency: 'masterData:entities.currency',
  price: 'masterData:templates.price',
  side: 'finance:fields.side',
} as const satisfies Record<string, TLabelKey>;

export function useLineLabel() {
  const labelText = useLabel();
  return (key: keyof typeof LINE_CATALOGUE) => labelText(LINE_CATALOGUE[key]);
}
