import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type {
  TDocRecord,
  TDocRecordRow,
  ZCreateDocRecordRequest,
  ZDocRecordListQuery,
  ZUpdateDocRecordRequest,
} from '@apex/shared/doc-records';
import type { TJobType } from '@apex/shared/jobs';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { writeAudit } from '../../platform/audit/audit-log';
import { type Caller, checkOwnOffice } from '../../platform/auth/caller';
import { AppError, invalidField, notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { checkVersion, type JobRef, lockJob, readJob } from '../jobs/access/job-access';
import type { JobRow } from '../jobs/access/queries';
import { findDocRecordPage } from './doc-record-list-queries';
import {
  type DocRecordRow,
  deleteDocRecordRow,
  findDocJobInfo,
  findDocRecordRow,
  findDocSteps,
  findJobDocRecordRows,
  findJobHbl,
  findSameBillRecord,
  insertDocRecord,
  lockDocRecordRow,
  nextDocSeq,
  updateDocRecordRow,
} from './queries';

type RecordInput = z.output<typeof ZCreateDocRecordRequest>;

export function toDocRecordRow(row: DocRecordRow): TDocRecordRow {
  return {
    ...row,
    docType: row.docType as TDocRecordRow['docType'],
    belongsTo: row.belongsTo as TDocRecordRow['belongsTo'],
    jobType: row.jobType as TJobType,
    status: row.status as TDocRecordRow['status'],
    sentTo: row.sentTo as TDocRecordRow['sentTo'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A record with its journey and job, as the doc management dialog shows it. */
async function toDocRecord(db: DbOrTx, row: DocRecordRow): Promise<TDocRecord> {
  const [steps, job] = await Promise.all([findDocSteps(db, row.id), findDocJobInfo(db, row.jobId)]);
  return {
    ...toDocRecordRow(row),
    job,
    steps: steps.map((s) => ({
      ...s,
      step: s.step as TDocRecord['steps'][number]['step'],
      sentTo: s.sentTo as TDocRecord['sentTo'],
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

/** A record of one of the caller's offices; another office's is not found (issue 18: 404, never 403). */
export async function getDocRecord(db: DbOrTx, id: number, offices: ReadonlySet<string>): Promise<TDocRecord> {
  const row = await findDocRecordRow(db, id, [...offices]);
  if (!row) throw notFound(ENTITY_NAMES.docRecord, id);
  return toDocRecord(db, row);
}

/** The doc tab: a job's records, oldest first. */
export async function findJobDocRecords({ db }: ServiceContext, ref: JobRef): Promise<TDocRecordRow[]> {
  const job = await readJob(db, ref);
  return (await findJobDocRecordRows(db, job.id)).map(toDocRecordRow);
}

/** /document_manage/xdoc: one of the caller's offices, the session's unless another is asked for. */
export async function findDocRecords(
  { db }: ServiceContext,
  query: z.output<typeof ZDocRecordListQuery>,
  caller: Caller,
): Promise<TPage<TDocRecordRow>> {
  const officeCode = query.officeCode?.toUpperCase() ?? caller.officeCode;
  checkOwnOffice(caller, officeCode, 'query.officeCode');
  const page = await findDocRecordPage(db, { ...query, officeCode });
  return { rows: page.rows.map(toDocRecordRow), total: page.total };
}

/** A record names an HB/L of its own job, and is the only one of its type for that bill. */
async function checkBill(tx: Tx, jobId: number, input: RecordInput, exceptId?: number) {
  if (input.hblId !== null && !(await findJobHbl(tx, jobId, input.hblId)))
    throw invalidField('hblId', 'docRecord.hblNotOfJob', { value: input.hblId });
  const same = await findSameBillRecord(tx, { jobId, hblId: input.hblId, docType: input.docType, exceptId });
  if (same) throw new AppError(409, 'docRecord.duplicate', { docNo: same.docNo });
}

const recordValues = (input: RecordInput) => ({
  docType: input.docType,
  belongsTo: input.belongsTo,
  hblId: input.hblId,
  customerId: input.customer,
  manualNo: input.manualNo,
  originals: input.originals,
  remark: input.remark,
});

export async function auditDocRecord(
  tx: Tx,
  caller: Caller,
  record: { id: number; docNo: string; jobNo: string },
  action: `docRecord.${'created' | 'updated' | 'deleted' | 'RECEIVE' | 'SEND' | 'RETURN' | 'SURRENDER'}`,
  detail: Record<string, unknown> = {},
) {
  await writeAudit(tx, caller, {
    action,
    entity: 'docRecord',
    entityId: record.id,
    key: record.docNo,
    detail: { docNo: record.docNo, jobNo: record.jobNo, ...detail },
  });
}

/** A new record of the job, numbered after it (`<job no>-<n>`); the customer is the job's unless named. */
export async function createDocRecord(
  ctx: ServiceContext,
  { ref, input, caller }: { ref: JobRef; input: RecordInput; caller: Caller },
): Promise<TDocRecord> {
  const id = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, ref);
    await checkBill(tx, job.id, input);
    const seq = await nextDocSeq(tx, job.id);
    const docNo = `${job.jobNo}-${String(seq).padStart(2, '0')}`;
    const id = await insertDocRecord(tx, {
      ...recordValues(input),
      customerId: input.customer ?? job.customerId,
      officeCode: job.officeCode,
      jobId: job.id,
      seq,
      docNo,
      createdBy: caller.account,
      updatedBy: caller.account,
    });
    await auditDocRecord(tx, caller, { id, docNo, jobNo: job.jobNo }, 'docRecord.created', {
      docType: input.docType,
      belongsTo: input.belongsTo,
    });
    return id;
  });
  return getDocRecord(ctx.db, id, caller.offices);
}

/**
 * A write to one record: the record of the session's office (404 otherwise), its job locked first
 * and then itself, the version the caller read checked, and `change` made, in one transaction.
 */
export async function writeDocRecord(
  ctx: ServiceContext,
  { id, version, caller }: { id: number; version: number; caller: Caller },
  change: (tx: Tx, record: DocRecordRow, job: JobRow) => Promise<void>,
) {
  await ctx.db.transaction(async (tx) => {
    const found = await findDocRecordRow(tx, id, [caller.officeCode]);
    if (!found) throw notFound(ENTITY_NAMES.docRecord, id);
    const job = await lockJob(tx, { jobType: found.jobType as TJobType, id: found.jobId, actor: caller });
    const record = await lockDocRecordRow(tx, id);
    checkVersion(record, version);
    await change(tx, record, job);
  });
}

/** The record's paper, bill, customer, manual no, originals and remark; its journey is kept. */
export async function updateDocRecord(
  ctx: ServiceContext,
  { id, input, caller }: { id: number; input: z.output<typeof ZUpdateDocRecordRequest>; caller: Caller },
): Promise<TDocRecord> {
  await writeDocRecord(ctx, { id, version: input.version, caller }, async (tx, record) => {
    await checkBill(tx, record.jobId, input, id);
    await updateDocRecordRow(
      tx,
      { id, version: input.version, by: caller.account, entity: ENTITY_NAMES.docRecord },
      recordValues(input),
    );
    await auditDocRecord(tx, caller, record, 'docRecord.updated');
  });
  return getDocRecord(ctx.db, id, caller.offices);
}

/** Only a record whose paper has not been received yet goes: a journey started is history. */
export async function deleteDocRecord(
  ctx: ServiceContext,
  { id, version, caller }: { id: number; version: number; caller: Caller },
) {
  await writeDocRecord(ctx, { id, version, caller }, async (tx, record) => {
    if (record.status !== 'NOT_RECEIVED') throw new AppError(409, 'docRecord.notDeletable', { docNo: record.docNo });
    await deleteDocRecordRow(tx, { id, version, entity: ENTITY_NAMES.docRecord });
    await auditDocRecord(tx, caller, record, 'docRecord.deleted');
  });
}
