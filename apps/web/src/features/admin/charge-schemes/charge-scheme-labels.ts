import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type charges from '../../../locales/en_US/screens/charges.json';

/** A charge scheme's fields as the catalogue names them, as the scheme export does. */
export const SCHEME_LABELS = {
  schemeNo: 'masterData:columns.schemeNo',
  name: 'general:columns.name',
  jobType: 'general:columns.jobType',
  remark: 'general:columns.remark',
  enabled: 'general:columns.enabled',
  lines: 'masterData:columns.chargeLines',
} as const satisfies Record<string, TLabelKey>;

/** A charge line's inputs as the catalogue names them (the import template's headers); the screen names the rest. */
const LINE_CATALOGUE = {
  chargeCode: 'masterData:entities.chargeCode',
  partyRole: 'masterData:templates.partyRole',
  unit: 'masterData:templates.unit',
  currency: 'masterData:entities.currency',
  price: 'masterData:templates.price',
} as const satisfies Record<string, TLabelKey>;

export function useLineLabel() {
  const { t } = useTranslation('charges');
  return useFieldLabel(LINE_CATALOGUE, (key: keyof (typeof charges)['schemes']['line']) => t(`schemes.line.${key}`));
}
