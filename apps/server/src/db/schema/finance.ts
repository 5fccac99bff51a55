import {
  CHECK_STATUS_CODES,
  COMPANY_TYPE_CODES,
  INVOICE_KIND_CODES,
  INVOICE_STATE_CODES,
  PAYMENT_TERM_CODES,
  TAX_TYPE_CODES,
} from '@apex/shared/finance';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jobHbls } from './bills';
import { chargeCodes } from './charges';
import { auditColumns, words } from './columns';
import { jobs, partyRef } from './jobs';
import { companies, offices } from './organisation';
import { otherServices } from './other-services';
import { parties } from './parties';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
/** Money: two decimals (spec §5/§9), PostgreSQL numeric, never a float. */
const amount = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Exchange rates carry eight decimals, like the rate table (docs/decisions.md, issue 4). */
const rate = (name: string) => numeric(name, { precision: 18, scale: 8 });
const moment = (name: string) => timestamp(name, { withTimezone: true });
const office = () =>
  varchar('office_code', { length: 10 })
    .notNull()
    .references(() => offices.officeCode);
// A job with lines, or an HB/L that lines belong to, cannot be deleted (spec §5): no cascade.
const jobOf = () =>
  integer('job_id')
    .notNull()
    .references(() => jobs.id);

/**
 * An invoice, debit note, credit note (AR) or vendor bill (AP) of one job, one settlement account
 * and one currency (issue 17; docs/decisions.md "Invoices"). A draft has no number until it is
 * confirmed; a numbered draft that is dropped is voided, so the office's numbers have no gaps.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    officeCode: office(),
    jobId: jobOf(),
    kind: varchar('kind', { length: 12 }).notNull(),
    side: varchar('side', { length: 2 }).notNull(),
    state: varchar('state', { length: 10 }).notNull().default('DRAFT'),
    /** Given at the first confirmation from the office's INV rule; kept through a cancel. */
    invoiceNo: varchar('invoice_no', { length: 18 }),
    partyId: partyRef('party_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    /** The statement ages the invoice from this day: its lines' earliest aging begin date, or the invoice date. */
    agingBeginDate: date('aging_begin_date').notNull(),
    taxInvoiceNo: words('tax_invoice_no', 18),
    vendorInvoiceNo: words('vendor_invoice_no', 40),
    remark: words('remark', 300),
    /** Σ of the lines, kept with them: the list sorts and filters by these. */
    amountTotal: amount('amount_total').notNull().default('0'),
    taxTotal: amount('tax_total').notNull().default('0'),
    grossTotal: amount('gross_total').notNull().default('0'),
    /** Σ of the clearing items not reversed. */
    clearedAmount: amount('cleared_amount').notNull().default('0'),
    /** The gross total in the office's local currency at the lines' rates: a customer's credit exposure. */
    localGross: amount('local_gross').notNull().default('0'),
    localCurrency: varchar('local_currency', { length: 3 }).notNull(),
    confirmedBy: words('confirmed_by', 64),
    confirmedAt: moment('confirmed_at'),
    ...auditColumns,
  },
  (t) => [
    check('invoices_kind_known', sql`${t.kind} in (${list(INVOICE_KIND_CODES)})`),
    check('invoices_state_known', sql`${t.state} in (${list(INVOICE_STATE_CODES)})`),
    check('invoices_side_known', sql`${t.side} in ('AR', 'AP')`),
    check('invoices_number_when_confirmed', sql`${t.state} <> 'CONFIRMED' or ${t.invoiceNo} is not null`),
    check('invoices_number_digits', sql`${t.invoiceNo} ~ '^[0-9]{1,18}$'`),
    check('invoices_cleared_within', sql`abs(${t.clearedAmount}) <= abs(${t.grossTotal})`),
    uniqueIndex('invoices_no_uq').on(t.invoiceNo),
    index('invoices_job_idx').on(t.jobId),
    // The invoice list: an office's invoices newest first, and by party for statements and credit.
    index('invoices_office_date_idx').on(t.officeCode, t.invoiceDate.desc(), t.id.desc()),
    // Its other sorts, read forward for a descending sort and backward for an ascending one
    // (indexOrder in platform/db/paging.ts): without them a sort of an office's million invoices
    // took a second (bench/finance.ts).
    index('invoices_office_no_idx').on(t.officeCode, t.invoiceNo.desc(), t.id.desc()),
    index('invoices_office_due_idx').on(t.officeCode, t.dueDate.desc(), t.id.desc()),
    index('invoices_office_gross_idx').on(t.officeCode, t.grossTotal.desc(), t.id.desc()),
    index('invoices_office_outstanding_idx').on(
      t.officeCode,
      sql`(${t.grossTotal} - ${t.clearedAmount}) desc nulls last`,
      t.id.desc(),
    ),
    index('invoices_party_idx').on(t.partyId, t.state, t.side),
    // The finance desk's daily question, "what is not paid yet": a count by a scan of the whole table
    // started wherever the last scan stopped (synchronised scans) and took 15 to 500 ms (bench/finance.ts).
    index('invoices_office_unpaid_idx')
      .on(t.officeCode, t.side, t.dueDate)
      .where(sql`${t.state} = 'CONFIRMED' and ${t.clearedAmount} = 0`),
  ],
);

/**
 * What each party owes on its confirmed AR invoices, per office local currency: Σ over its open
 * invoices of localGross × outstanding ÷ gross, each rounded to the cent. The database keeps it
 * (trigger `invoices_party_receivables`, migration 0021) on every write to an invoice, so the job
 * list's over-credit flag reads one row per customer instead of summing its thousands of invoices.
 */
export const partyReceivables = pgTable(
  'party_receivables',
  {
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: amount('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.partyId, t.currency] })],
);

/**
 * A charge (AR) or cost (AP) line of a job (spec §3 Charge/cost). The figures the server works out
 * (amount, tax, rate, local amount) are stored with the line, so a later change of the rate table
 * never alters a saved line. The lines of a job are saved as a whole (the job-part frame, part
 * "charges"); each line also has its own version for the actions on single lines.
 */
export const jobCharges = pgTable(
  'job_charges',
  {
    id: serial('id').primaryKey(),
    jobId: jobOf(),
    lineNo: integer('line_no').notNull(),
    side: varchar('side', { length: 2 }).notNull(),
    hblId: integer('hbl_id').references(() => jobHbls.id),
    chargeCodeId: integer('charge_code_id')
      .notNull()
      .references(() => chargeCodes.id),
    displayName: varchar('display_name', { length: 100 }).notNull(),
    partyId: partyRef('party_id').notNull(),
    invoiceTitle: words('invoice_title', 200),
    currency: varchar('currency', { length: 3 }).notNull(),
    ppCc: varchar('pp_cc', { length: 2 }).notNull().default('PP'),
    unit: varchar('unit', { length: 10 }).notNull(),
    num: numeric('num', { precision: 16, scale: 4 }).notNull(),
    price: amount('price').notNull(),
    amount: amount('amount').notNull(),
    exchangeRate: rate('exchange_rate').notNull(),
    rateDate: date('rate_date'),
    localAmount: amount('local_amount').notNull(),
    sourceCurrency: varchar('source_currency', { length: 3 }).notNull(),
    sourcePrice: amount('source_price').notNull(),
    sourceAmount: amount('source_amount').notNull(),
    sourceRate: rate('source_rate').notNull().default('1'),
    dueDate: date('due_date').notNull(),
    agingBeginDate: date('aging_begin_date'),
    taxType: varchar('tax_type', { length: 12 }),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }),
    taxAmount: amount('tax_amount').notNull().default('0'),
    notTaxedAmount: amount('not_taxed_amount').notNull(),
    branchCompanyId: integer('branch_company_id').references(() => companies.id),
    taxInclusive: boolean('tax_inclusive').notNull().default(false),
    notTaxInvoiced: boolean('not_tax_invoiced').notNull().default(false),
    autoInverted: boolean('auto_inverted').notNull().default(false),
    vendorInvoiceNo: words('vendor_invoice_no', 40),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /** This line's part of its invoice's clearings (the invoice's cleared amount, first lines first). */
    clearedAmount: amount('cleared_amount').notNull().default('0'),
    clearedDate: date('cleared_date'),
    checkStatus: varchar('check_status', { length: 10 }).notNull().default('UNCHECKED'),
    checkedBy: words('checked_by', 64),
    checkedAt: moment('checked_at'),
    companyType: varchar('company_type', { length: 2 }).notNull(),
    /** The master job whose cost was spread onto this sub-job. */
    apportionedFromJobId: integer('apportioned_from_job_id').references(() => jobs.id),
    /** The other service whose cost this line is: written, changed and deleted with the service. */
    otherServiceId: integer('other_service_id').references(() => otherServices.id),
    ...auditColumns,
  },
  (t) => [
    check('job_charges_side_known', sql`${t.side} in ('AR', 'AP')`),
    check('job_charges_pp_cc_known', sql`${t.ppCc} in (${list(PAYMENT_TERM_CODES)})`),
    check('job_charges_check_status_known', sql`${t.checkStatus} in (${list(CHECK_STATUS_CODES)})`),
    check('job_charges_company_type_known', sql`${t.companyType} in (${list(COMPANY_TYPE_CODES)})`),
    check('job_charges_tax_type_known', sql`${t.taxType} is null or ${t.taxType} in (${list(TAX_TYPE_CODES)})`),
    // spec §5: num cannot be 0; tax type and rate both or neither, with a branch company.
    check('job_charges_num_not_zero', sql`${t.num} <> 0`),
    check('job_charges_tax_together', sql`(${t.taxType} is null) = (${t.taxRate} is null)`),
    check('job_charges_tax_branch', sql`${t.taxType} is null or ${t.branchCompanyId} is not null`),
    check('job_charges_rate_positive', sql`${t.exchangeRate} > 0 and ${t.sourceRate} > 0`),
    index('job_charges_job_idx').on(t.jobId, t.lineNo),
    index('job_charges_invoice_idx').on(t.invoiceId),
    index('job_charges_hbl_idx').on(t.hblId),
    index('job_charges_party_idx').on(t.partyId),
    // The check workbench: lines waiting for finance.
    index('job_charges_check_idx').on(t.checkStatus, t.jobId),
    // One cost line per service, found from its service.
    uniqueIndex('job_charges_other_service_idx').on(t.otherServiceId),
  ],
);

/** A payment received (AR) or made (AP), or a charge-off, against confirmed invoices (issue 17). */
export const clearings = pgTable(
  'clearings',
  {
    id: serial('id').primaryKey(),
    officeCode: office(),
    kind: varchar('kind', { length: 12 }).notNull().default('PAYMENT'),
    side: varchar('side', { length: 2 }).notNull(),
    partyId: partyRef('party_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: amount('amount').notNull(),
    clearedOn: date('cleared_on').notNull(),
    bankReference: words('bank_reference', 60),
    remark: words('remark', 300),
    reversedBy: words('reversed_by', 64),
    reversedAt: moment('reversed_at'),
    reverseReason: words('reverse_reason', 300),
    ...auditColumns,
  },
  (t) => [
    check('clearings_kind_known', sql`${t.kind} in ('PAYMENT', 'CHARGE_OFF')`),
    check('clearings_amount_positive', sql`${t.amount} > 0`),
    index('clearings_office_idx').on(t.officeCode, t.clearedOn.desc(), t.id.desc()),
    index('clearings_party_idx').on(t.partyId),
  ],
);

/** The part of a clearing that goes to one invoice. */
export const clearingItems = pgTable(
  'clearing_items',
  {
    id: serial('id').primaryKey(),
    clearingId: integer('clearing_id')
      .notNull()
      .references(() => clearings.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: amount('amount').notNull(),
  },
  (t) => [
    check('clearing_items_amount_positive', sql`${t.amount} > 0`),
    index('clearing_items_clearing_idx').on(t.clearingId),
    index('clearing_items_invoice_idx').on(t.invoiceId),
  ],
);
