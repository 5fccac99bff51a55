import { GOODS_STATUS_CODES, GOODS_STATUS_SOURCES, NORMAL_STEPS } from '@apex/shared/tracking';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jobHbls } from './bills';
import { auditColumns, codeList, words } from './columns';
import { jobRef, jobs } from './jobs';
import { offices } from './organisation';

/**
 * A job's goods status as a whole (spec §2.8 goods status tab): the version every write checks, and
 * the furthest normal step of the job's own sequence, for the goods status desk. The job's office
 * and type are copied so the desk filters by the current step on this table's index alone.
 */
export const jobGoodsStatus = pgTable(
  'job_goods_status',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    officeCode: varchar('office_code', { length: 10 })
      .notNull()
      .references(() => offices.officeCode),
    jobType: varchar('job_type', { length: 2 }).notNull(),
    currentStep: varchar('current_step', { length: 24 }),
    currentStepAt: timestamp('current_step_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    check('job_goods_status_step_known', sql`${t.currentStep} in (${codeList(NORMAL_STEPS)})`),
    index('job_goods_status_desk_idx').on(t.officeCode, t.jobType, t.currentStep, t.jobId),
  ],
);

/**
 * One step or abnormal event of a job (or of one house bill of a consolidation), spec §4. Entries are
 * never changed but to be taken back: an undone or corrected entry stays as history with who, when
 * and why, and a correction's new entry names the reason it broke the order.
 */
export const goodsStatusEntries = pgTable(
  'goods_status_entries',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    hblId: integer('hbl_id').references(() => jobHbls.id, { onDelete: 'cascade' }),
    step: varchar('step', { length: 24 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: varchar('place', { length: 5 }),
    remark: words('remark', 500),
    source: varchar('source', { length: 8 }).notNull(),
    /** The carrier event's or EDI message's id: an automatic entry is recorded once per event. */
    sourceRef: varchar('source_ref', { length: 100 }),
    correctionReason: words('correction_reason', 300),
    recordedBy: varchar('recorded_by', { length: 64 }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    undoneBy: varchar('undone_by', { length: 64 }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoReason: words('undo_reason', 300),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => goodsStatusEntries.id),
  },
  (t) => [
    check('goods_status_entries_step_known', sql`${t.step} in (${codeList(GOODS_STATUS_CODES)})`),
    check('goods_status_entries_source_known', sql`${t.source} in (${codeList(Object.keys(GOODS_STATUS_SOURCES))})`),
    check('goods_status_entries_undone_whole', sql`(${t.undoneAt} is null) = (${t.undoneBy} is null)`),
    index('goods_status_entries_job_idx').on(t.jobId, t.id),
    // A normal step is in force once per job (or house bill); abnormal events may repeat.
    uniqueIndex('goods_status_entries_step_once')
      .on(t.jobId, sql`coalesce(${t.hblId}, 0)`, t.step)
      .where(sql`${t.undoneAt} is null and ${t.step} in (${codeList(NORMAL_STEPS)})`),
    uniqueIndex('goods_status_entries_source_once').on(t.jobId, t.sourceRef).where(sql`${t.sourceRef} is not null`),
  ],
);
