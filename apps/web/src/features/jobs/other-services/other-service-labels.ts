import { OTHER_SERVICE_KINDS, type TOtherServiceKind } from '@apex/shared/movement';
import { useLabel } from '../../../i18n/use-label';

/** A service's fields as the label catalogue names them; the cost's own fields keep the charges' labels. */
const FIELDS = {
  kind: 'otherServices:fields.kind',
  supplier: 'otherServices:fields.supplier',
  orderedDate: 'otherServices:fields.orderedDate',
  doneDate: 'otherServices:fields.doneDate',
  referenceNo: 'otherServices:fields.referenceNo',
  remark: 'general:columns.remark',
  cost: 'otherServices:fields.cost',
  chargeCode: 'masterData:entities.chargeCode',
  currency: 'masterData:entities.currency',
  amount: 'finance:fields.amount',
  localAmount: 'finance:fields.localAmount',
  insuredValue: 'otherServices:fields.insuredValue',
  premiumRate: 'otherServices:fields.premiumRate',
} as const;
export type OtherServiceField = keyof typeof FIELDS;

/** The services' fields and kinds in the current language. */
export function useOtherServiceLabel() {
  const label = useLabel();
  return {
    field: (key: OtherServiceField) => label(FIELDS[key]),
    kind: (kind: TOtherServiceKind) => label(OTHER_SERVICE_KINDS[kind]),
  };
}
