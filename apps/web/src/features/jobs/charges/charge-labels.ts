import type { TLabelKey } from '@apex/shared/i18n';
import { useLabel } from '../../../i18n/use-label';

/**
 * A charge line's fields as the catalogue names them (spec §3 Charge/cost), the words the invoice
 * list and the charge check screens use too: every one is a label of the catalogue.
 */
const CHARGE_FIELDS = {
  side: 'finance:fields.side',
  hblId: 'finance:fields.hbl',
  chargeCode: 'masterData:entities.chargeCode',
  displayName: 'finance:fields.displayName',
  partyId: 'finance:fields.settlementAccount',
  invoiceTitle: 'finance:fields.invoiceTitle',
  currency: 'masterData:entities.currency',
  ppCc: 'finance:fields.ppCc',
  unit: 'masterData:templates.unit',
  num: 'finance:fields.num',
  price: 'masterData:templates.price',
  amount: 'finance:fields.amount',
  exchangeRate: 'masterData:entities.exchangeRate',
  localAmount: 'finance:fields.localAmount',
  sourceCurrency: 'finance:fields.sourceCurrency',
  sourcePrice: 'finance:fields.sourcePrice',
  sourceAmount: 'finance:fields.sourceAmount',
  sourceRate: 'finance:fields.sourceRate',
  dueDate: 'finance:fields.dueDate',
  agingBeginDate: 'finance:fields.agingBeginDate',
  taxType: 'finance:fields.taxType',
  taxRate: 'masterData:columns.taxRate',
  taxAmount: 'finance:fields.taxAmount',
  notTaxedAmount: 'finance:fields.notTaxedAmount',
  branchCompanyId: 'finance:fields.branchCompany',
  taxInclusive: 'finance:fields.taxInclusive',
  notTaxInvoiced: 'finance:fields.notTaxInvoiced',
  autoInverted: 'finance:fields.autoInverted',
  vendorInvoiceNo: 'finance:fields.vendorInvoiceNo',
  invoiceNo: 'finance:fields.invoiceNo',
  taxInvoiceNo: 'finance:fields.taxInvoiceNo',
  clearedAmount: 'finance:fields.clearedAmount',
  clearedDate: 'finance:fields.clearedDate',
  checkStatus: 'finance:fields.checkStatus',
  companyType: 'finance:fields.companyType',
} as const satisfies Record<string, TLabelKey>;

export type ChargeField = keyof typeof CHARGE_FIELDS;

export function useChargeLabel() {
  const labelText = useLabel();
  return (field: ChargeField) => labelText(CHARGE_FIELDS[field]);
}

export type ChargeLabel = ReturnType<typeof useChargeLabel>;
