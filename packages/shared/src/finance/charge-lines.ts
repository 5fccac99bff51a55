import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { calendarDate, code, requiredText, text } from '../api/paging';
import { ZPartVersion } from '../jobs/cargo/cargo-fields';
import { INVOICE_STATUS_CODES } from '../jobs/job-states';
import { codesOf } from '../labels/codes-of';
import { CHARGE_CATEGORIES, CHARGE_SIDES, CHARGE_UNITS, taxRate } from '../master/charge-vocabulary';
import { currencyCode } from '../master/currencies';
import { OTHER_SERVICE_KINDS } from '../movement/other-services';
import {
  CHECK_STATUS_CODES,
  CLOSE_STATUS_CODES,
  COMPANY_TYPE_CODES,
  INVOICE_KIND_CODES,
  INVOICE_STATE_CODES,
  PAYMENT_STATE_CODES,
  PAYMENT_TERM_CODES,
  REVIEW_STATUS_CODES,
  TAX_TYPE_CODES,
} from './finance-states';
import { chargeNum, signedMoney } from './money-fields';

const id = z.number().int().min(1).max(2_147_483_647);

/** spec §5: tax type and tax rate both or neither, and a tax needs the branch company that bills it. */
function taxTogether(
  line: { taxType: string | null; taxRate: string | null; branchCompanyId: number | null },
  ctx: z.RefinementCtx,
) {
  if ((line.taxType === null) !== (line.taxRate === null))
    addMessageIssue(ctx, [line.taxType === null ? 'taxType' : 'taxRate'], 'charge.taxTypeAndRate');
  if (line.taxType !== null && line.branchCompanyId === null)
    addMessageIssue(ctx, ['branchCompanyId'], 'charge.branchCompanyRequired');
}

/**
 * One charge (AR) or cost (AP) line as the charges grid sends it (spec §3 Charge/cost). What is
 * worked out is not sent: the amount (price × num), the tax, the exchange rate and local amount
 * (the office's rate table on the job's rate date), the invoice and clearing figures. A line in
 * another currency than it was quoted in names its source currency and price: its price is then
 * the source price at the source rate of the same table.
 */
export const ZChargeLineInput = z
  .object({
    /** A saved line's id; absent for a new line. */
    id: id.optional(),
    side: z.enum(CHARGE_SIDES),
    /** The HB/L of the job the line belongs to, when it is one HB/L's. */
    hblId: id.nullable().default(null),
    chargeCode: code(20),
    /** spec §5: the display name (printed on the invoice) is required. */
    displayName: requiredText(100),
    /** spec §3 settlement account: the party billed (AR) or paid (AP). */
    partyId: id,
    invoiceTitle: text(200).default(''),
    currency: currencyCode,
    ppCc: z.enum(PAYMENT_TERM_CODES).default('PP'),
    unit: z.enum(CHARGE_UNITS),
    num: chargeNum,
    /** Required unless the line is converted from a source currency. */
    price: signedMoney.nullable().default(null),
    sourceCurrency: currencyCode.nullable().default(null),
    sourcePrice: signedMoney.nullable().default(null),
    dueDate: calendarDate,
    agingBeginDate: calendarDate.nullable().default(null),
    taxType: z.enum(TAX_TYPE_CODES).nullable().default(null),
    taxRate: taxRate.nullable().default(null),
    branchCompanyId: id.nullable().default(null),
    /** spec §3 tax-price flag: the price includes the tax. */
    taxInclusive: z.boolean().default(false),
    notTaxInvoiced: z.boolean().default(false),
    /** Set on a line made as the mirror of another (a charge copied to a cost or back). */
    autoInverted: z.boolean().default(false),
    vendorInvoiceNo: text(40).default(''),
  })
  .superRefine((line, ctx) => {
    taxTogether(line, ctx);
    const converted = line.sourceCurrency !== null && line.sourceCurrency !== line.currency;
    if (converted && line.sourcePrice === null) addMessageIssue(ctx, ['sourcePrice'], 'charge.priceRequired');
    if (!converted && line.price === null) addMessageIssue(ctx, ['price'], 'charge.priceRequired');
  });
export type TChargeLineInput = z.input<typeof ZChargeLineInput>;

/** spec §2.8 charges tab: the job's lines saved as a whole, on the version read. */
export const ZSaveChargesRequest = z.object({
  version: ZPartVersion,
  lines: z.array(ZChargeLineInput).max(300),
});

const money = z.string();
const nullableMoney = z.string().nullable();

/** A saved line as the grid shows it: what was sent, plus what the server worked out and keeps. */
const ZChargeLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  side: z.enum(CHARGE_SIDES),
  hblId: z.number().int().nullable(),
  hblNo: z.string(),
  chargeCode: z.string(),
  chargeName: z.object({ en: z.string(), cn: z.string() }),
  category: z.enum(CHARGE_CATEGORIES),
  sacCode: z.string(),
  displayName: z.string(),
  partyId: z.number().int(),
  partyCode: z.string(),
  partyName: z.string(),
  invoiceTitle: z.string(),
  currency: z.string(),
  ppCc: z.enum(PAYMENT_TERM_CODES),
  unit: z.enum(CHARGE_UNITS),
  num: z.string(),
  price: money,
  amount: money,
  /** One unit of the line's currency in the office's local currency, from the rate table. */
  exchangeRate: z.string(),
  /** The day the rate was taken for (the job's ETD or ETA); null for the local currency. */
  rateDate: z.string().nullable(),
  localAmount: money,
  sourceCurrency: z.string(),
  sourcePrice: money,
  sourceAmount: money,
  /** One unit of the source currency in the line's currency (1 when not converted). */
  sourceRate: z.string(),
  dueDate: z.string(),
  agingBeginDate: z.string().nullable(),
  taxType: z.enum(TAX_TYPE_CODES).nullable(),
  taxRate: nullableMoney,
  taxAmount: money,
  notTaxedAmount: money,
  branchCompanyId: z.number().int().nullable(),
  taxInclusive: z.boolean(),
  notTaxInvoiced: z.boolean(),
  autoInverted: z.boolean(),
  vendorInvoiceNo: z.string(),
  invoiceId: z.number().int().nullable(),
  invoiceNo: z.string(),
  invoiceState: z.enum(INVOICE_STATE_CODES).nullable(),
  taxInvoiceNo: z.string(),
  clearedAmount: money,
  clearedDate: z.string().nullable(),
  checkStatus: z.enum(CHECK_STATUS_CODES),
  checkedBy: z.string(),
  checkedAt: z.string().nullable(),
  /** spec §6: the company type the line was made under; another type cannot operate it. */
  companyType: z.enum(COMPANY_TYPE_CODES),
  /** A consolidation cost spread onto this sub-job: the master job's no. */
  apportionedFrom: z.string(),
  /** The other service whose cost the line is: changed and deleted with the service, not on the grid. */
  otherService: z.object({ id: z.number().int(), kind: z.enum(codesOf(OTHER_SERVICE_KINDS)) }).nullable(),
  /** The line's own version, for actions on single lines (check, invoice). */
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TChargeLine = z.infer<typeof ZChargeLine>;

const ZCurrencyTotals = z.object({
  currency: z.string(),
  arPP: money,
  arCC: money,
  apPP: money,
  apCC: money,
  profit: money,
});

/** The job's invoices as the charges tab lists them. */
const ZJobInvoiceSummary = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  kind: z.enum(INVOICE_KIND_CODES),
  state: z.enum(INVOICE_STATE_CODES),
  paymentState: z.enum(PAYMENT_STATE_CODES),
  partyName: z.string(),
  currency: z.string(),
  grossTotal: money,
  clearedAmount: money,
  version: z.number().int(),
});

/** The job's money status (spec §3 job status fields, §4), derived by the server, never typed. */
const ZJobFinanceStatus = z.object({
  invoiceStatus: z.enum(INVOICE_STATUS_CODES),
  closeStatus: z.enum(CLOSE_STATUS_CODES),
  reviewStatus: z.enum(REVIEW_STATUS_CODES),
  arCheckStatus: z.enum(CHECK_STATUS_CODES),
  apCheckStatus: z.enum(CHECK_STATUS_CODES),
  reviewDate: z.string().nullable(),
});

/** The charges and invoice tab of one job. */
export const ZJobCharges = z.object({
  jobId: z.number().int(),
  version: z.number().int(),
  /** spec §5: a master job holds no charges; its tab spreads costs onto its sub-jobs instead. */
  isMaster: z.boolean(),
  localCurrency: z.string(),
  /** ETD for export, ETA for import (docs/decisions.md); null while the job has none. */
  rateDate: z.string().nullable(),
  lines: z.array(ZChargeLine),
  summary: z.object({
    byCurrency: z.array(ZCurrencyTotals),
    arLocal: money,
    apLocal: money,
    profitLocal: money,
    marginPct: nullableMoney,
    minMarginPct: nullableMoney,
    belowMinMargin: z.boolean(),
  }),
  status: ZJobFinanceStatus,
  invoices: z.array(ZJobInvoiceSummary),
  /** The caller's company type (spec §6), so the grid can show other types' lines as not theirs. */
  callerCompanyType: z.enum(COMPANY_TYPE_CODES),
  /**
   * The companies a taxed line may name as the branch company that issues its tax invoice (spec §5
   * "and a branch company"): the grid's choice. The companies list of the administration needs
   * /sysOffice/list and has no ids, so the tab brings its own.
   */
  branchCompanies: z.array(z.object({ id: z.number().int(), companyCode: z.string(), name: z.string() })).default([]),
});
export type TJobCharges = z.infer<typeof ZJobCharges>;
