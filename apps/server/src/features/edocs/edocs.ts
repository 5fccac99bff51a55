import { ENTITY_NAMES } from '@apex/shared';
import type { TEdoc, TEdocType, TUploadEdocQuery } from '@apex/shared/edocs';
import type { DbOrTx, Tx } from '../../db/client';
import { writeAudit } from '../../platform/audit/audit-log';
import { notFound } from '../../platform/http/app-error';
import type { DownloadFile } from '../../platform/http/file-reply';
import type { UploadedFile } from '../../platform/http/upload';
import type { ServiceContext } from '../../platform/service-context';
import { deleteStoredFiles } from '../files/queries';
import { loadStoredFile, storeFile } from '../files/storage';
import { type JobRef, lockJob, readJob } from '../jobs/access/job-access';
import { keepRequiredAttachment } from './attachment-rules';
import { deleteEdocRow, deleteEdocRowsOfJob, type EdocRow, findEdocRows, insertEdoc } from './queries';

const extensionOf = (fileName: string) => (fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '');

const toEdoc = (row: EdocRow): TEdoc => ({
  id: row.id,
  jobId: row.jobId,
  type: row.type as TEdocType,
  note: row.note,
  fileName: row.fileName,
  extension: extensionOf(row.fileName),
  size: row.size,
  contentType: row.contentType,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

export async function findEdocs(ctx: ServiceContext, ref: JobRef): Promise<TEdoc[]> {
  const job = await readJob(ctx.db, ref);
  return (await findEdocRows(ctx.db, job.id)).map(toEdoc);
}

async function edocOfJob(db: DbOrTx, jobId: number, edocId: number): Promise<EdocRow> {
  const [row] = await findEdocRows(db, jobId, edocId);
  if (!row) throw notFound(ENTITY_NAMES.edoc, edocId);
  return row;
}

/**
 * Attaches a file to a job: the file (already checked by readUpload: 2M, extension, content), the
 * eDoc and its log row in one transaction, under the job's lock, so an attachment rule that counts a
 * job's eDocs (attachment-rules.ts) sees them all.
 */
export async function uploadEdoc(
  ctx: ServiceContext,
  { ref, file, fields }: { ref: JobRef; file: UploadedFile; fields: TUploadEdocQuery },
): Promise<TEdoc> {
  const { actor } = ref;
  return ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, ref);
    const fileKey = await storeFile(tx, { ...file, createdBy: actor.account });
    const note = fields.note ?? '';
    const id = await insertEdoc(tx, { jobId: job.id, type: fields.type, note, fileKey, createdBy: actor.account });
    await writeAudit(tx, actor, {
      action: 'edoc.uploaded',
      entity: 'job',
      entityId: job.id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, edocId: id, type: fields.type, fileName: file.fileName, size: file.content.length },
    });
    return toEdoc(await edocOfJob(tx, job.id, id));
  });
}

export async function downloadEdoc(ctx: ServiceContext, ref: JobRef, edocId: number): Promise<DownloadFile> {
  const job = await readJob(ctx.db, ref);
  const edoc = await edocOfJob(ctx.db, job.id, edocId);
  return loadStoredFile(ctx.db, edoc.fileKey);
}

/** Deletes an eDoc and its file, logged with what it was. */
export async function deleteEdoc(ctx: ServiceContext, ref: JobRef, edocId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, ref);
    const edoc = await edocOfJob(tx, job.id, edocId);
    await keepRequiredAttachment(tx, job, edoc);
    await deleteEdocRow(tx, edoc.id);
    await deleteStoredFiles(tx, [edoc.fileKey]);
    await writeAudit(tx, ref.actor, {
      action: 'edoc.deleted',
      entity: 'job',
      entityId: job.id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, edocId, type: edoc.type, fileName: edoc.fileName, size: edoc.size },
    });
  });
}

/** A deleted job's eDocs and their files, in the deletion's transaction: no file outlives its job. */
export async function deleteJobEdocs(tx: Tx, jobId: number): Promise<void> {
  await deleteStoredFiles(tx, await deleteEdocRowsOfJob(tx, jobId));
}
