import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type cargo from '../../../locales/en_US/screens/cargo.json';

/** A goods line's cells as the catalogue names them (the job's fields and charge lines do too). */
const CATALOGUE = {
  unit: 'masterData:templates.unit',
  price: 'masterData:templates.price',
  currency: 'masterData:entities.currency',
  exchangeRate: 'masterData:entities.exchangeRate',
  amount: 'finance:fields.amount',
  packageType: 'jobs:fields.packageType',
  marks: 'jobs:fields.marks',
  remark: 'general:columns.remark',
} as const satisfies Record<string, TLabelKey>;

export function useGoodsLabel() {
  const { t } = useTranslation('cargo');
  return useFieldLabel(CATALOGUE, (key: keyof (typeof cargo)['goods']) => t(`goods.${key}`));
}

export type GoodsLabel = ReturnType<typeof useGoodsLabel>;
