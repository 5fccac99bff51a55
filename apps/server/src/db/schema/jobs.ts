import { CHECK_STATUS_CODES, CLOSE_STATUS_CODES, REVIEW_STATUS_CODES } from '@apex/shared/finance';
import { INVOICE_STATUS_CODES, JOB_STATUS_CODES, JOB_TYPES } from '@apex/shared/jobs';
import { JOB_MODES } from '@apex/shared/master';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, quantity, words } from './columns';
import { users } from './identity';
import { offices } from './organisation';
import { parties } from './parties';
import { carriers, ports } from './reference';

/** The import stage from the stage dates, furthest first (IMPORT_STAGE_DATES in @apex/shared/movement). */
const IMPORT_STAGE_SQL = `case
  when cargo_delivered_date is not null then 7
  when delivery_scheduled_at is not null then 6
  when cargo_available_date is not null then 5
  when customs_release_date is not null then 4
  when customs_entry_date is not null then 3
  when document_turnover_date is not null then 2
  when arrival_notice_date is not null then 1
  else 0 end`;

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
/** A party of a job or of one of its parts. */
export const partyRef = (name: string) => integer(name).references(() => parties.id);
const userRef = (name: string) => integer(name).references(() => users.id);
const portRef = (name: string) => varchar(name, { length: 10 }).references(() => ports.portCode);

/**
 * An ocean export or import job (spec §3 Job): the general part, owned by an office. Its parts
 * (booking, containers, goods, HB/Ls) live in tables of their own that refer to it. Parties,
 * carrier, ports and people are foreign keys, so none of them can be deleted while a job uses it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    jobNo: varchar('job_no', { length: 30 }).notNull().unique(),
    jobType: varchar('job_type', { length: 2 }).notNull(),
    jobMode: varchar('job_mode', { length: 10 }).notNull(),
    officeCode: varchar('office_code', { length: 10 })
      .notNull()
      .references(() => offices.officeCode),
    jobStatus: varchar('job_status', { length: 12 }).notNull().default('OPEN'),
    contractType: words('contract_type', 20),
    // parties
    customerId: partyRef('customer_id'),
    shipperId: partyRef('shipper_id'),
    consigneeId: partyRef('consignee_id'),
    notifyId: partyRef('notify_id'),
    salesAgentId: partyRef('sales_agent_id'),
    polAgentId: partyRef('pol_agent_id'),
    overseasAgentId: partyRef('overseas_agent_id'),
    carrierId: integer('carrier_id').references(() => carriers.id),
    // voyage and route
    vessel: words('vessel', 100),
    voyage: words('voyage', 30),
    lane: words('lane', 20),
    pol: portRef('pol'),
    pod: portRef('pod'),
    finalDestination: portRef('final_destination'),
    etd: date('etd'),
    eta: date('eta'),
    atd: date('atd'),
    ata: date('ata'),
    // people and companies
    operatorId: userRef('operator_id'),
    department: words('department', 60),
    salesId: userRef('sales_id'),
    localSalesId: userRef('local_sales_id'),
    customerServiceId: userRef('customer_service_id'),
    salesCompany: words('sales_company', 100),
    operatingCompany: words('operating_company', 100),
    accountSet: words('account_set', 40),
    // references
    mblNo: words('mbl_no', 40),
    hblNo: words('hbl_no', 40),
    clientRefNo: words('client_ref_no', 60),
    projectNo: words('project_no', 60),
    quotationNo: words('quotation_no', 60),
    poNo: words('po_no', 60),
    shipOwnerContractNo: words('ship_owner_contract_no', 60),
    // terms
    mblTerms: words('mbl_terms', 10),
    hblTerms: words('hbl_terms', 10),
    paymentMethod: words('payment_method', 20),
    releaseMode: words('release_mode', 20),
    // cargo
    marks: text('marks').notNull().default(''),
    goodsDescription: text('goods_description').notNull().default(''),
    packages: integer('packages'),
    packageType: words('package_type', 20),
    weightKg: quantity('weight_kg'),
    /** issue 16: the weight as typed in LB, when it was (`typedFigure`); the KG is derived from it. */
    weightLb: quantity('weight_lb'),
    volumeCbm: quantity('volume_cbm'),
    /** The volume as typed in CBF, when it was. */
    volumeCbf: quantity('volume_cbf'),
    containerNo: words('container_no', 200),
    containerTypeQty: words('container_type_qty', 200),
    cargoType: words('cargo_type', 20),
    serviceType: words('service_type', 20),
    // import and customs
    lastFreeDate: date('last_free_date'),
    arrivalNoticeDate: date('arrival_notice_date'),
    documentTurnoverDate: date('document_turnover_date'),
    customsEntryDate: date('customs_entry_date'),
    entryNo: words('entry_no', 40),
    examDate: date('exam_date'),
    cargoDeliveredDate: date('cargo_delivered_date'),
    customsCancelDate: date('customs_cancel_date'),
    // issue 19: the import control board's stages, each kept by the part that knows it (customs
    // release by the customs entries, availability by the warehouse, the delivery by its trucking)
    customsReleaseDate: date('customs_release_date'),
    cargoAvailableDate: date('cargo_available_date'),
    deliveryScheduledAt: timestamp('delivery_scheduled_at', { withTimezone: true }),
    /**
     * The import control board's stage (1 arrival notice … 7 delivered, 0 before): the furthest of
     * the dates above, worked out by the database on every write (`importStageOf` says the same).
     */
    importStage: smallint('import_stage').notNull().generatedAlwaysAs(sql.raw(IMPORT_STAGE_SQL)),
    /**
     * The earliest last free date of the job's containers: its running free-time clock's where its
     * moves and the party's free days give one (issue 20), else its own or the job's (the job's own
     * without containers): the board's urgency. Kept by triggers on jobs and job_containers
     * (custom SQL at the end of the migration), so every way a container or the date changes keeps it.
     */
    freeDateDue: date('free_date_due'),
    // status kept by other parts (charges, containers), read by the lists' filters
    invoiceStatus: varchar('invoice_status', { length: 12 }).notNull().default('NO_CHARGES'),
    /** spec §9 date filters "packing date" and "gate-in date": the earliest of the job's containers. */
    packingDate: date('packing_date'),
    gateInDate: date('gate_in_date'),
    /** spec §9 date filter "AR/AP review date": set by the charges review. */
    reviewDate: date('review_date'),
    // the money of the job (issue 17), kept by the charges, invoices and clearing in their transactions
    closeStatus: varchar('close_status', { length: 14 }).notNull().default('NO_COST'),
    reviewStatus: varchar('review_status', { length: 12 }).notNull().default('NOT_REVIEWED'),
    arCheckStatus: varchar('ar_check_status', { length: 10 }).notNull().default('UNCHECKED'),
    apCheckStatus: varchar('ap_check_status', { length: 10 }).notNull().default('UNCHECKED'),
    /** Σ AR, Σ AP and their difference in the office's local currency; the lists sort and filter by profit. */
    arLocal: numeric('ar_local', { precision: 16, scale: 2 }).notNull().default('0'),
    apLocal: numeric('ap_local', { precision: 16, scale: 2 }).notNull().default('0'),
    profitLocal: numeric('profit_local', { precision: 16, scale: 2 }).notNull().default('0'),
    /** Profit as a percentage of AR; null without AR. */
    marginPct: numeric('margin_pct', { precision: 9, scale: 2 }),
    /** spec §4: the consolidation (master job) this job is an LCL sub-job of. */
    masterJobId: integer('master_job_id').references((): AnyPgColumn => jobs.id),
    /** spec §5 related jobs: the job this one was created from (or for). */
    relatedJobId: integer('related_job_id').references((): AnyPgColumn => jobs.id),
    /** `/OceanImport/dosplit`: the job whose cargo this one took a part of. */
    // Deleting the original leaves the parts as jobs of their own.
    splitFromJobId: integer('split_from_job_id').references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    ...auditColumns,
    /** When the job was opened, to the second: the list's default order and "operation time". */
    operationAt: timestamp('operation_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('jobs_type_known', sql`${t.jobType} in (${list(JOB_TYPES)})`),
    check('jobs_mode_known', sql`${t.jobMode} in (${list(JOB_MODES)})`),
    check('jobs_status_known', sql`${t.jobStatus} in (${list(JOB_STATUS_CODES)})`),
    check('jobs_invoice_status_known', sql`${t.invoiceStatus} in (${list(INVOICE_STATUS_CODES)})`),
    check('jobs_close_status_known', sql`${t.closeStatus} in (${list(CLOSE_STATUS_CODES)})`),
    check('jobs_review_status_known', sql`${t.reviewStatus} in (${list(REVIEW_STATUS_CODES)})`),
    check(
      'jobs_check_status_known',
      sql`${t.arCheckStatus} in (${list(CHECK_STATUS_CODES)}) and ${t.apCheckStatus} in (${list(CHECK_STATUS_CODES)})`,
    ),
    check('jobs_quantities', sql`${t.packages} >= 0 and ${t.weightKg} >= 0 and ${t.volumeCbm} >= 0`),
    check('jobs_not_own_master', sql`${t.masterJobId} <> ${t.id}`),
    // The lists always filter by office and type and show the newest first.
    index('jobs_list_idx').on(t.officeCode, t.jobType, t.operationAt.desc(), t.id.desc()),
    // The job lists' other filters (features/jobs/list): each narrows the office's jobs by an index.
    index('jobs_status_idx').on(t.officeCode, t.jobType, t.jobStatus, t.operationAt.desc(), t.id.desc()),
    index('jobs_invoice_status_idx').on(t.officeCode, t.jobType, t.invoiceStatus),
    index('jobs_job_no_prefix_idx').on(t.jobNo.op('varchar_pattern_ops')),
    index('jobs_carrier_idx').on(t.carrierId),
    index('jobs_operator_idx').on(t.operatorId),
    index('jobs_customer_service_idx').on(t.customerServiceId),
    index('jobs_sales_idx').on(t.salesId),
    index('jobs_pol_idx').on(t.pol),
    index('jobs_pod_idx').on(t.pod),
    index('jobs_vessel_trgm').using('gin', t.vessel.op('gin_trgm_ops')),
    index('jobs_voyage_idx').on(t.voyage),
    index('jobs_packing_date_idx').on(t.officeCode, t.jobType, t.packingDate),
    index('jobs_gate_in_date_idx').on(t.officeCode, t.jobType, t.gateInDate),
    index('jobs_review_date_idx').on(t.officeCode, t.jobType, t.reviewDate),
    index('jobs_profit_idx').on(t.officeCode, t.jobType, t.profitLocal, t.id),
    // issue 17: the list's money filters, each with the office and type every list filters on.
    index('jobs_margin_idx').on(t.officeCode, t.jobType, t.marginPct),
    index('jobs_close_status_idx').on(t.officeCode, t.jobType, t.closeStatus),
    index('jobs_review_status_idx').on(t.officeCode, t.jobType, t.reviewStatus),
    index('jobs_etd_idx').on(t.officeCode, t.jobType, t.etd),
    index('jobs_eta_idx').on(t.officeCode, t.jobType, t.eta),
    index('jobs_mbl_no_idx').on(t.mblNo),
    index('jobs_hbl_no_idx').on(t.hblNo),
    index('jobs_customer_idx').on(t.customerId),
    index('jobs_shipper_idx').on(t.shipperId),
    index('jobs_consignee_idx').on(t.consigneeId),
    index('jobs_master_idx').on(t.masterJobId),
    index('jobs_split_from_idx').on(t.splitFromJobId),
    // issue 19, the import control board: the office's import jobs in flight by stage, most urgent
    // first; a delivered job leaves this index and is read by its delivery day.
    index('jobs_import_board_idx')
      .on(t.officeCode, t.importStage, t.freeDateDue, t.id)
      .where(
        sql`${t.jobType} = 'OI' and ${t.importStage} between 1 and 6 and ${t.jobStatus} not in ('COMPLETED', 'CANCELLED')`,
      ),
    index('jobs_delivered_idx').on(t.officeCode, t.jobType, t.cargoDeliveredDate),
    // issue 20, the shipment list: the office's shipments still under way (a few thousand of a
    // million), by ETA; a page of them sorts those alone.
    index('jobs_active_eta_idx')
      .on(t.officeCode, t.jobType, t.eta, t.id)
      .where(sql`${t.jobStatus} not in ('COMPLETED', 'CANCELLED')`),
    // …and all of them, the latest ETA first as the list opens (jobs_eta_idx read backwards would
    // put the jobs without ETA first).
    index('jobs_eta_desc_idx').on(t.officeCode, t.jobType, t.eta.desc().nullsLast(), t.id.desc()),
  ],
);

/** A part of a job (its booking, containers, goods, bills): deleted with it. */
export const jobRef = () =>
  integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' });

/** A job's container carried by a movement record (a trucking order, a rail entrust): its job and number, in the record's order. */
export const carriedContainerColumns = () => ({
  jobId: jobRef(),
  lineNo: smallint('line_no').notNull(),
  containerNo: varchar('container_no', { length: 11 }).notNull(),
});
