import { STOCK_STATES, type TStockState } from '@apex/shared/movement';
import { useLabel } from '../../../i18n/use-label';

/** An entry's fields as the label catalogue names them (the export's headers are the same words). */
const FIELDS = {
  warehouseInNo: 'warehouse:fields.warehouseInNo',
  warehouse: 'masterData:partyRoles.WAREHOUSE',
  contact: 'warehouse:fields.contact',
  devanningBillNo: 'warehouse:fields.devanningBillNo',
  packages: 'jobs:fields.packages',
  weightKg: 'jobs:fields.weightKg',
  volumeCbm: 'jobs:fields.volumeCbm',
  marks: 'jobs:fields.marks',
  inAt: 'warehouse:fields.inAt',
  outAt: 'warehouse:fields.outAt',
  position: 'warehouse:fields.position',
  damageCount: 'warehouse:fields.damageCount',
  customsInspection: 'warehouse:fields.customsInspection',
  customsReleased: 'warehouse:fields.customsReleased',
  allowOut: 'warehouse:fields.allowOut',
  outboundConfirmed: 'warehouse:fields.outboundConfirmed',
  ladingCompany: 'warehouse:fields.ladingCompany',
  outPackages: 'warehouse:fields.outPackages',
  stockPackages: 'warehouse:fields.stockPackages',
  stockState: 'warehouse:fields.stockState',
  outBy: 'warehouse:fields.outBy',
  remark: 'general:columns.remark',
  jobNo: 'jobs:columns.jobNo',
  mblNo: 'jobs:fields.mblNo',
  consignee: 'masterData:partyRoles.CONSIGNEE',
} as const;
export type WarehouseField = keyof typeof FIELDS;

/** The warehouse's field labels and stock states, in the current language. */
export function useWarehouseLabel() {
  const label = useLabel();
  return {
    field: (key: WarehouseField) => label(FIELDS[key]),
    stockState: (state: TStockState) => label(STOCK_STATES[state]),
  };
}
export type WarehouseLabel = ReturnType<typeof useWarehouseLabel>;
