import { DOC_BELONGS_TO_CODES, DOC_RECEIVER_CODES, DOC_STATUS_CODES, DOC_TYPE_CODES } from '@apex/shared/doc-records';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jobHbls } from './bills';
import { auditColumns, words } from './columns';
import { jobRef, partyRef } from './jobs';
import { offices } from './organisation';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A doc record (spec §3): one paper of a job's MB/L or of one of its HB/Ls, and where it is on its
 * journey. The last send and return are kept here for the list's filters; every step is a row of
 * doc_record_steps. The office is the job's, copied so the list needs no join to filter by it.
 */
export const docRecords = pgTable(
  'doc_records',
  {
    id: serial('id').primaryKey(),
    officeCode: varchar('office_code', { length: 10 })
      .notNull()
      .references(() => offices.officeCode),
    // Parts of the job: they go with their job or house bill (docs/decisions.md "Doc records").
    jobId: jobRef(),
    hblId: integer('hbl_id').references(() => jobHbls.id, { onDelete: 'cascade' }),
    /** The job's records are numbered 1, 2, … (the doc no is the job no and this). */
    seq: smallint('seq').notNull(),
    docNo: varchar('doc_no', { length: 40 }).notNull(),
    docType: varchar('doc_type', { length: 24 }).notNull(),
    belongsTo: varchar('belongs_to', { length: 3 }).notNull(),
    customerId: partyRef('customer_id'),
    manualNo: words('manual_no', 40),
    originals: smallint('originals').notNull().default(0),
    status: varchar('status', { length: 14 }).notNull().default('NOT_RECEIVED'),
    sentTo: varchar('sent_to', { length: 10 }),
    sendDate: date('send_date'),
    sendSigner: words('send_signer', 60),
    courier: words('courier', 60),
    expressNo: words('express_no', 40),
    backDate: date('back_date'),
    backSigner: words('back_signer', 60),
    remark: words('remark', 300),
    ...auditColumns,
  },
  (t) => [
    check('doc_records_type_known', sql`${t.docType} in (${list(DOC_TYPE_CODES)})`),
    check('doc_records_belongs_known', sql`${t.belongsTo} in (${list(DOC_BELONGS_TO_CODES)})`),
    check('doc_records_status_known', sql`${t.status} in (${list(DOC_STATUS_CODES)})`),
    check('doc_records_sent_to_known', sql`${t.sentTo} in (${list(DOC_RECEIVER_CODES)})`),
    check('doc_records_hbl_when_hbl', sql`(${t.belongsTo} = 'HBL') = (${t.hblId} is not null)`),
    uniqueIndex('doc_records_no_uq').on(t.docNo),
    uniqueIndex('doc_records_job_seq_uq').on(t.jobId, t.seq),
    // One record per paper of a bill: the MB/L's (no HB/L) or an HB/L's.
    uniqueIndex('doc_records_bill_type_uq').on(t.jobId, sql`coalesce(${t.hblId}, 0)`, t.docType),
    index('doc_records_hbl_idx').on(t.hblId),
    // The list: an office's records newest first, and its date and status filters.
    index('doc_records_office_idx').on(t.officeCode, t.id.desc()),
    index('doc_records_office_status_idx').on(t.officeCode, t.status, t.id.desc()),
    index('doc_records_office_send_idx').on(t.officeCode, t.sendDate),
    index('doc_records_office_back_idx').on(t.officeCode, t.backDate),
    index('doc_records_customer_idx').on(t.customerId),
  ],
);

/** One step of a doc record's journey: who signed for the paper and the day it moved (issue 18). */
export const docRecordSteps = pgTable(
  'doc_record_steps',
  {
    id: serial('id').primaryKey(),
    docRecordId: integer('doc_record_id')
      .notNull()
      .references(() => docRecords.id, { onDelete: 'cascade' }),
    step: varchar('step', { length: 10 }).notNull(),
    stepDate: date('step_date').notNull(),
    signer: words('signer', 60),
    sentTo: varchar('sent_to', { length: 10 }),
    courier: words('courier', 60),
    expressNo: words('express_no', 40),
    remark: words('remark', 300),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doc_record_steps_record_idx').on(t.docRecordId, t.id)],
);
