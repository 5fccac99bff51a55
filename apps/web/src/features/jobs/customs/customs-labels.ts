import { CUSTOMS_KINDS, type TCustomsKind } from '@apex/shared/movement';
import { useLabel } from '../../../i18n/use-label';

/** An entrustment's fields as the label catalogue names them; the job's own customs fields keep their job labels. */
const FIELDS = {
  entrustmentNo: 'customs:fields.entrustmentNo',
  kind: 'customs:fields.kind',
  broker: 'masterData:partyRoles.BROKER',
  declarationNo: 'customs:fields.declarationNo',
  entryNo: 'jobs:fields.entryNo',
  entryDate: 'jobs:fields.customsEntryDate',
  releasedAt: 'customs:fields.releasedAt',
  examOrderedDate: 'customs:fields.examOrderedDate',
  examDoneDate: 'customs:fields.examDoneDate',
  examResult: 'customs:fields.examResult',
  examReleaseDate: 'customs:fields.examReleaseDate',
  duty: 'customs:fields.duty',
  vat: 'customs:fields.vat',
  otherTaxes: 'customs:fields.otherTaxes',
  taxCurrency: 'customs:fields.taxCurrency',
  taxTotal: 'customs:fields.taxTotal',
  cancelDate: 'jobs:fields.customsCancelDate',
  cancelReason: 'customs:fields.cancelReason',
  remark: 'general:columns.remark',
  customsReleaseDate: 'warehouse:fields.customsReleased',
  examDate: 'jobs:fields.examDate',
  customsEntryDate: 'jobs:fields.customsEntryDate',
  customsCancelDate: 'jobs:fields.customsCancelDate',
} as const;
export type CustomsField = keyof typeof FIELDS;

/** The customs fields and kinds in the current language. */
export function useCustomsLabel() {
  const label = useLabel();
  return {
    field: (key: CustomsField) => label(FIELDS[key]),
    kind: (kind: TCustomsKind) => label(CUSTOMS_KINDS[kind]),
  };
}
