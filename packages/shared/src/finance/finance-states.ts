import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';

/**
 * The states of the money of a job (spec §4). Their transitions are "not shown" by the spec;
 * docs/decisions.md (issue 17) gives ours, and the server enforces them.
 */

/** spec §4 charge check: an operator submits lines for checking, finance checks them (then they are locked). */
export const CHECK_STATUSES = {
  UNCHECKED: 'finance:checkStatuses.UNCHECKED',
  CHECKING: 'finance:checkStatuses.CHECKING',
  CHECKED: 'finance:checkStatuses.CHECKED',
} as const satisfies Record<string, TLabelKey>;
export type TCheckStatus = keyof typeof CHECK_STATUSES;
export const CHECK_STATUS_CODES = codesOf(CHECK_STATUSES);

/** spec §4 review status of a job's charges: the operator asks for review once all lines are checked. */
export const REVIEW_STATUSES = {
  NOT_REVIEWED: 'finance:reviewStatuses.NOT_REVIEWED',
  PENDING: 'finance:reviewStatuses.PENDING',
  REVIEWED: 'finance:reviewStatuses.REVIEWED',
} as const satisfies Record<string, TLabelKey>;
export type TReviewStatus = keyof typeof REVIEW_STATUSES;
export const REVIEW_STATUS_CODES = codesOf(REVIEW_STATUSES);

/** spec §4 job close status: how far the job's invoices are settled; derived, never typed. */
export const CLOSE_STATUSES = {
  NO_COST: 'finance:closeStatuses.NO_COST',
  NOT_CLOSED: 'finance:closeStatuses.NOT_CLOSED',
  PARTIAL_CLOSE: 'finance:closeStatuses.PARTIAL_CLOSE',
  CLOSED: 'finance:closeStatuses.CLOSED',
} as const satisfies Record<string, TLabelKey>;
export type TCloseStatus = keyof typeof CLOSE_STATUSES;
export const CLOSE_STATUS_CODES = codesOf(CLOSE_STATUSES);

/** spec §4 invoice draft/confirmed; a numbered draft that is dropped is voided, so no number goes missing. */
export const INVOICE_STATES = {
  DRAFT: 'finance:invoiceStates.DRAFT',
  CONFIRMED: 'finance:invoiceStates.CONFIRMED',
  VOID: 'finance:invoiceStates.VOID',
} as const satisfies Record<string, TLabelKey>;
export type TInvoiceState = keyof typeof INVOICE_STATES;
export const INVOICE_STATE_CODES = codesOf(INVOICE_STATES);

/** How much of a confirmed invoice is cleared (derived from its clearings). */
export const PAYMENT_STATES = {
  UNPAID: 'finance:paymentStates.UNPAID',
  PART_CLEARED: 'finance:paymentStates.PART_CLEARED',
  CLEARED: 'finance:paymentStates.CLEARED',
} as const satisfies Record<string, TLabelKey>;
export type TPaymentState = keyof typeof PAYMENT_STATES;
export const PAYMENT_STATE_CODES = codesOf(PAYMENT_STATES);

/**
 * What a document of lines is: an invoice (AR, with tax), a debit note (AR, to an agent, no tax
 * invoice), a credit note (AR, lines that give money back) or a vendor bill (AP, the supplier's invoice).
 */
export const INVOICE_KINDS = {
  // The same word as the invoice report template: one label.
  INVOICE: { side: 'AR', label: 'masterData:reportTemplateKinds.INVOICE' },
  DEBIT_NOTE: { side: 'AR', label: 'finance:invoiceKinds.DEBIT_NOTE' },
  CREDIT_NOTE: { side: 'AR', label: 'finance:invoiceKinds.CREDIT_NOTE' },
  VENDOR_BILL: { side: 'AP', label: 'finance:invoiceKinds.VENDOR_BILL' },
} as const satisfies Record<string, { side: 'AR' | 'AP'; label: TLabelKey }>;
export type TInvoiceKind = keyof typeof INVOICE_KINDS;
export const INVOICE_KIND_CODES = codesOf(INVOICE_KINDS);

/** A line is prepaid (PP, paid at origin) or collect (CC, paid at destination). */
const PAYMENT_TERMS = {
  PP: 'finance:paymentTerms.PP',
  CC: 'finance:paymentTerms.CC',
} as const satisfies Record<string, TLabelKey>;
export type TPaymentTerm = keyof typeof PAYMENT_TERMS;
export const PAYMENT_TERM_CODES = codesOf(PAYMENT_TERMS);

/** spec §3 Charge/cost tax type: the kind of tax invoice a line goes on. */
export const TAX_TYPES = {
  VAT_SPECIAL: 'finance:taxTypes.VAT_SPECIAL',
  VAT_GENERAL: 'finance:taxTypes.VAT_GENERAL',
  GST: 'finance:taxTypes.GST',
  SALES_TAX: 'finance:taxTypes.SALES_TAX',
} as const satisfies Record<string, TLabelKey>;
export type TTaxType = keyof typeof TAX_TYPES;
export const TAX_TYPE_CODES = codesOf(TAX_TYPES);

/** spec §6: the company types whose charges are apart (one cannot operate the other's). */
const COMPANY_TYPES = {
  XC: 'finance:companyTypes.XC',
  SC: 'finance:companyTypes.SC',
} as const satisfies Record<string, TLabelKey>;
export type TCompanyType = keyof typeof COMPANY_TYPES;
export const COMPANY_TYPE_CODES = codesOf(COMPANY_TYPES);

/** What a consolidation's cost is spread by across its sub-jobs. */
export const APPORTION_BASES = {
  WEIGHT: 'finance:apportionBases.WEIGHT',
  VOLUME: 'finance:apportionBases.VOLUME',
  CHARGEABLE: 'finance:apportionBases.CHARGEABLE',
  AMOUNT: 'finance:apportionBases.AMOUNT',
} as const satisfies Record<string, TLabelKey>;
export const APPORTION_BASIS_CODES = codesOf(APPORTION_BASES);

/** Statement of account aging buckets, in days from the aging begin date (issue 17). */
export const AGING_BUCKETS = {
  D0_30: { upTo: 30, label: 'finance:agingBuckets.D0_30' },
  D31_60: { upTo: 60, label: 'finance:agingBuckets.D31_60' },
  D61_90: { upTo: 90, label: 'finance:agingBuckets.D61_90' },
  D90_PLUS: { upTo: null, label: 'finance:agingBuckets.D90_PLUS' },
} as const satisfies Record<string, { upTo: number | null; label: TLabelKey }>;
export type TAgingBucket = keyof typeof AGING_BUCKETS;
export const AGING_BUCKET_CODES = codesOf(AGING_BUCKETS);

/** The bucket of an amount `days` past its aging begin date (not yet due counts as 0–30). */
export function agingBucketOf(days: number): TAgingBucket {
  for (const code of AGING_BUCKET_CODES) {
    const { upTo } = AGING_BUCKETS[code];
    if (upTo === null || days <= upTo) return code;
  }
  return 'D90_PLUS';
}
