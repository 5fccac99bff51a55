import { formatDateTime } from '@apex/shared/format';
import {
  GOODS_STATUS_LABELS,
  GOODS_STATUS_SOURCES,
  type TGoodsStatusCode,
  type TGoodsStatusSource,
} from '@apex/shared/tracking';
import { useLabel } from '../../../i18n/use-label';

const FIELDS = {
  step: 'movement:goodsStatusFields.step',
  occurredAt: 'movement:goodsStatusFields.occurredAt',
  place: 'movement:goodsStatusFields.place',
  remark: 'general:columns.remark',
  reason: 'masterData:columns.reason',
  currentStep: 'movement:goodsStatusFields.currentStep',
  currentStepAt: 'movement:goodsStatusFields.currentStepAt',
} as const;
export type GoodsStatusField = keyof typeof FIELDS;

/** A moment as the user's clock shows it (spec §9). */
export const localMomentText = (at: string | null) => (at ? formatDateTime(new Date(at)) : '');

/** The goods status's steps, events, sources and fields in the current language. */
export function useGoodsStatusLabel() {
  const label = useLabel();
  return {
    field: (key: GoodsStatusField) => label(FIELDS[key]),
    step: (code: TGoodsStatusCode) => label(GOODS_STATUS_LABELS[code]),
    source: (source: TGoodsStatusSource) => label(GOODS_STATUS_SOURCES[source]),
  };
}
export type GoodsStatusLabel = ReturnType<typeof useGoodsStatusLabel>;
