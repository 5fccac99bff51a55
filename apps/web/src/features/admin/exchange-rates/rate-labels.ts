import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type refdata from '../../../locales/en_US/screens/refdata.json';

/** A rate's fields as the catalogue names them (the rate export does too); the screen names the rest. */
const CATALOGUE = {
  officeCode: 'administration:entities.office',
  rate: 'masterData:columns.rate',
  effectiveDate: 'masterData:columns.effectiveDate',
} as const satisfies Record<string, TLabelKey>;

export function useRateLabel() {
  const { t } = useTranslation('refdata');
  return useFieldLabel(CATALOGUE, (name: keyof (typeof refdata)['rates']['fields']) => t(`rates.fields.${name}`));
}

export type RateField = Parameters<ReturnType<typeof useRateLabel>>[0];
