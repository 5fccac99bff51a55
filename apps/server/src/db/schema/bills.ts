import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, quantity, words } from './columns';
import { users } from './identity';
import { jobRef, partyRef } from './jobs';
import { offices } from './organisation';

/**
 * The MB/L part of a job beyond the job's own MB/L no, terms and release mode: the parties as the
 * carrier's bill names them, issue place and date, originals, on-board date. One row per job at
 * most, created by its first save; its version guards the B/L tab's MB/L section.
 */
export const jobMbls = pgTable('job_mbls', {
  id: serial('id').primaryKey(),
  jobId: jobRef().unique(),
  shipperId: partyRef('shipper_id'),
  consigneeId: partyRef('consignee_id'),
  notifyId: partyRef('notify_id'),
  placeOfIssue: words('place_of_issue', 100),
  dateOfIssue: date('date_of_issue'),
  originals: integer('originals'),
  onBoardDate: date('on_board_date'),
  ...auditColumns,
});

/**
 * A house bill (spec §3 HBL) of a job: `job_id` is the "HBL job id". Its number is unique within
 * the office (the office is the job's, copied here so the unique index and the HBL list need no
 * join); the list and the job search by pasted HB/L numbers read the same index.
 */
export const jobHbls = pgTable(
  'job_hbls',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    officeCode: varchar('office_code', { length: 10 })
      .notNull()
      .references(() => offices.officeCode),
    hblNo: varchar('hbl_no', { length: 40 }).notNull(),
    shipperId: partyRef('shipper_id'),
    consigneeId: partyRef('consignee_id'),
    notifyId: partyRef('notify_id'),
    packages: integer('packages'),
    packageType: words('package_type', 20),
    marks: text('marks').notNull().default(''),
    goodsName: text('goods_name').notNull().default(''),
    weightKg: quantity('weight_kg'),
    volumeCbm: quantity('volume_cbm'),
    chargeableWeight: quantity('chargeable_weight'),
    poNo: words('po_no', 60),
    salesCompany: words('sales_company', 100),
    salesId: integer('sales_id').references(() => users.id),
    remark: text('remark').notNull().default(''),
    releaseMode: words('release_mode', 20),
    oblReceivedDate: date('obl_received_date'),
    ...auditColumns,
  },
  (t) => [
    unique('job_hbls_office_no').on(t.officeCode, t.hblNo),
    index('job_hbls_job_idx').on(t.jobId),
    check('job_hbls_quantities', sql`${t.packages} >= 0 and ${t.weightKg} >= 0 and ${t.volumeCbm} >= 0`),
  ],
);
