import { z } from 'zod';
import { calendarDate, queryFlag, text, ZPageQuery, ZVersion } from '../api/paging';
import { JOB_TYPES } from '../jobs/job-types';
import { CHARGE_SIDES } from '../master/charge-vocabulary';
import { currencyCode } from '../master/currencies';
import { INVOICE_KIND_CODES, INVOICE_STATE_CODES, PAYMENT_STATE_CODES } from './finance-states';
import { invoiceNoDigits } from './money-fields';

const id = z.number().int().min(1).max(2_147_483_647);
const lineIds = z.array(id).min(1).max(300);

/**
 * A new draft invoice (or debit note, credit note, vendor bill) of a job: lines of one settlement
 * account, one currency and the kind's side, not on another invoice yet.
 */
export const ZCreateInvoiceRequest = z.object({
  kind: z.enum(INVOICE_KIND_CODES),
  lineIds,
  invoiceDate: calendarDate,
  remark: text(300).default(''),
  /** A vendor bill records the supplier's invoice no (issue 17). */
  vendorInvoiceNo: text(40).default(''),
});

/** A draft's lines and dates; a confirmed invoice must go back to draft first (spec §4). */
export const ZUpdateInvoiceRequest = z.object({
  version: ZVersion,
  lineIds,
  invoiceDate: calendarDate,
  remark: text(300).default(''),
  vendorInvoiceNo: text(40).default(''),
});

/**
 * Confirming numbers the invoice. The server warns first (409 with a confirm code) when the
 * customer is blacklisted or over credit; the form repeats the call with `acknowledgeCredit`.
 */
export const ZConfirmInvoiceRequest = z.object({ version: ZVersion, acknowledgeCredit: z.boolean().default(false) });
export const ZInvoiceVersionRequest = z.object({ version: ZVersion });
/** The tax authority's invoice no, once the tax invoice is issued (spec §9: at most 18 digits). */
export const ZTaxInvoiceRequest = z.object({ version: ZVersion, taxInvoiceNo: invoiceNoDigits });

const money = z.string();

const ZInvoiceLine = z.object({
  id: z.number().int(),
  chargeCode: z.string(),
  displayName: z.string(),
  unit: z.string(),
  num: z.string(),
  price: money,
  amount: money,
  taxRate: z.string().nullable(),
  taxAmount: money,
  notTaxedAmount: money,
  clearedAmount: money,
});

/** One invoice as the invoice editor shows it. */
export const ZInvoice = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  kind: z.enum(INVOICE_KIND_CODES),
  side: z.enum(CHARGE_SIDES),
  state: z.enum(INVOICE_STATE_CODES),
  paymentState: z.enum(PAYMENT_STATE_CODES),
  jobId: z.number().int(),
  jobNo: z.string(),
  jobType: z.enum(JOB_TYPES),
  officeCode: z.string(),
  partyId: z.number().int(),
  partyCode: z.string(),
  partyName: z.string(),
  currency: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  agingBeginDate: z.string(),
  taxInvoiceNo: z.string(),
  vendorInvoiceNo: z.string(),
  remark: z.string(),
  /** Σ of the lines' amounts, their tax, and what the party pays or is paid. */
  amountTotal: money,
  taxTotal: money,
  grossTotal: money,
  clearedAmount: money,
  outstanding: money,
  lines: z.array(ZInvoiceLine),
  confirmedBy: z.string(),
  confirmedAt: z.string().nullable(),
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const INVOICE_SORT_FIELDS = ['invoiceNo', 'invoiceDate', 'dueDate', 'grossTotal', 'outstanding'] as const;
/** The invoice list of the session's office (issue 17 screens for finance). */
export const ZInvoiceListQuery = ZPageQuery.extend({
  /** Part of the invoice no, tax invoice no or job no. */
  keyword: text(40).optional(),
  /** One of the caller's offices; the session's office when absent. */
  officeCode: text(10).optional(),
  partyId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  kind: z.enum(INVOICE_KIND_CODES).optional(),
  side: z.enum(CHARGE_SIDES).optional(),
  state: z.enum(INVOICE_STATE_CODES).optional(),
  paymentState: z.enum(PAYMENT_STATE_CODES).optional(),
  currency: currencyCode.optional(),
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  /** Only invoices with something outstanding past their due date. */
  overdue: queryFlag.optional(),
  sortField: z.enum(INVOICE_SORT_FIELDS).optional(),
});

/** The export's query: the list's without the paging. */
export const ZInvoiceExportQuery = ZInvoiceListQuery.omit({ page: true, pageSize: true });

export const ZInvoiceRow = ZInvoice.omit({ lines: true });
export type TInvoiceRow = z.infer<typeof ZInvoiceRow>;
