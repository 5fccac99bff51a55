import { ENTITY_NAMES } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import type { TReportTemplateDetail, TReportTemplateKind } from '@apex/shared/master';
import type { DbOrTx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { notFound } from '../../platform/http/app-error';
import type { DownloadFile } from '../../platform/http/file-reply';
import type { UploadedFile } from '../../platform/http/upload';
import type { ServiceContext } from '../../platform/service-context';
import { storeFile } from '../files/storage';
import {
  findCurrentTemplateFile,
  findReportTemplateById,
  findVersionFile,
  insertVersion,
  setCurrentVersion,
  takeNextVersionNo,
} from './queries';
import { getReportTemplate } from './report-templates';

const versionName = (code: string, versionNo: number) => `${code} v${versionNo}`;

/**
 * A new version of a template, numbered by the server and made current. The file, the version and
 * the audit row are written in one transaction: a failed upload leaves neither file nor number.
 */
export async function uploadReportTemplateVersion(
  ctx: ServiceContext,
  { id, file, comment, actor }: { id: number; file: UploadedFile; comment: string; actor: AuditActor },
): Promise<TReportTemplateDetail> {
  await ctx.db.transaction(async (tx) => {
    const taken = await takeNextVersionNo(tx, id, actor.account);
    if (taken === undefined) throw notFound(ENTITY_NAMES.reportTemplate, id);
    const { versionNo, code } = taken;
    const fileKey = await storeFile(tx, { ...file, createdBy: actor.account });
    await insertVersion(tx, { templateId: id, versionNo, fileKey, comment, uploadedBy: actor.account });
    await writeAudit(tx, actor, {
      action: 'reportTemplate.versionUploaded',
      entity: 'reportTemplate',
      entityId: id,
      key: versionName(code, versionNo),
      detail: { versionNo, fileName: file.fileName, size: file.content.byteLength, comment },
    });
  });
  return getReportTemplate(ctx, id);
}

/** Makes an uploaded version current again (a rollback), or the newest one after a rollback. */
export async function makeReportTemplateVersionCurrent(
  ctx: ServiceContext,
  { id, versionNo, actor }: { id: number; versionNo: number; actor: AuditActor },
): Promise<TReportTemplateDetail> {
  const before = await getReportTemplate(ctx, id);
  await ctx.db.transaction(async (tx) => {
    if (!(await setCurrentVersion(tx, id, versionNo, actor.account)))
      throw notFound(ENTITY_NAMES.reportTemplateVersion, versionName(before.code, versionNo));
    await writeAudit(tx, actor, {
      action: 'reportTemplate.currentVersionSet',
      entity: 'reportTemplate',
      entityId: id,
      key: before.code,
      detail: { code: before.code, from: before.currentVersionNo, to: versionNo },
    });
  });
  return getReportTemplate(ctx, id);
}

export async function downloadReportTemplateVersion(
  { db }: ServiceContext,
  { id, versionNo }: { id: number; versionNo: number },
): Promise<DownloadFile> {
  const file = await findVersionFile(db, id, versionNo);
  if (file) return file;
  const template = await findReportTemplateById(db, id);
  if (!template) throw notFound(ENTITY_NAMES.reportTemplate, id);
  throw notFound(ENTITY_NAMES.reportTemplateVersion, versionName(template.code, versionNo));
}

/** What printing gets: the file of a template, and which template and version it is. */
interface CurrentTemplateFile extends DownloadFile {
  /** A stored file is whole bytes, never a stream. */
  content: Uint8Array;
  code: string;
  /** The version's row, which a print record names. */
  versionId: number;
  versionNo: number;
}

/**
 * For the printing of later issues: the current file of the enabled template of a kind, the one
 * made for the job type if there is one, else one for every job type; undefined when none exists.
 */
export async function currentReportTemplate(
  db: DbOrTx,
  kind: TReportTemplateKind,
  jobType?: TJobType,
): Promise<CurrentTemplateFile | undefined> {
  return findCurrentTemplateFile(db, kind, jobType);
}
