import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type charges from '../../../locales/en_US/screens/charges.json';

/** A charge code's fields as the catalogue names them; the screen names the rest (`charges:codes.fields`). */
const CATALOGUE = {
  code: 'masterData:entities.chargeCode',
  sacCode: 'masterData:columns.sacCode',
  category: 'finance:fields.chargeCategory',
  nameEn: 'general:columns.nameEn',
  nameCn: 'general:columns.nameCn',
  defaultUnit: 'masterData:columns.defaultUnit',
  defaultCurrency: 'masterData:templates.defaultCurrency',
  jobTypes: 'masterData:columns.jobTypes',
  enabled: 'general:columns.enabled',
} as const satisfies Record<string, TLabelKey>;

export function useChargeCodeLabel() {
  const { t } = useTranslation('charges');
  return useFieldLabel(CATALOGUE, (name: keyof (typeof charges)['codes']['fields']) => t(`codes.fields.${name}`));
}

export type ChargeCodeField = Parameters<ReturnType<typeof useChargeCodeLabel>>[0];
