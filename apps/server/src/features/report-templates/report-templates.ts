import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type {
  TReportTemplate,
  TReportTemplateDetail,
  ZCreateReportTemplateRequest,
  ZReportTemplateListQuery,
  ZUpdateReportTemplateRequest,
} from '@apex/shared/master';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { asDuplicate } from '../../platform/db/pg-errors';
import { AppError, notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  deleteReportTemplateRow,
  findReportTemplateById,
  findReportTemplatePage,
  findVersionsOf,
  insertReportTemplate,
  type ReportTemplateRow,
  updateReportTemplateRow,
} from './queries';

const ENTITY = ENTITY_NAMES.reportTemplate;

const toTemplate = (row: ReportTemplateRow): TReportTemplate => ({
  ...row,
  kind: row.kind as TReportTemplate['kind'],
  jobType: row.jobType as TReportTemplate['jobType'],
  updatedAt: row.updatedAt.toISOString(),
});

export async function findReportTemplates(
  { db }: ServiceContext,
  query: z.output<typeof ZReportTemplateListQuery>,
): Promise<TPage<TReportTemplate>> {
  const page = await findReportTemplatePage(db, query);
  return { rows: page.rows.map(toTemplate), total: page.total };
}

export async function getReportTemplate({ db }: ServiceContext, id: number): Promise<TReportTemplateDetail> {
  const row = await findReportTemplateById(db, id);
  if (!row) throw notFound(ENTITY, id);
  const versions = await findVersionsOf(db, id);
  return {
    ...toTemplate(row),
    versions: versions.map((v) => ({ ...v, uploadedAt: v.uploadedAt.toISOString() })),
  };
}

/** A template starts without a file; its versions are uploaded to it (the upload body is the file alone). */
export async function createReportTemplate(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateReportTemplateRequest>; actor: AuditActor },
): Promise<TReportTemplateDetail> {
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertReportTemplate(tx, { ...input, createdBy: actor.account }).catch(
      asDuplicate(ENTITY, input.code),
    );
    await writeAudit(tx, actor, {
      action: 'reportTemplate.created',
      entity: 'reportTemplate',
      entityId: id,
      key: input.code,
      detail: input,
    });
    return id;
  });
  return getReportTemplate(ctx, id);
}

export async function updateReportTemplate(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateReportTemplateRequest>; actor: AuditActor },
): Promise<TReportTemplateDetail> {
  const before = await getReportTemplate(ctx, id);
  const { version, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    await updateReportTemplateRow(tx, { id, version, by: actor.account, entity: ENTITY }, values);
    await writeAudit(tx, actor, {
      action: 'reportTemplate.updated',
      entity: 'reportTemplate',
      entityId: id,
      key: before.code,
      detail: { code: before.code, changes: changedFields(before, values) },
    });
  });
  return getReportTemplate(ctx, id);
}

/** Like a ship-company website (spec §4), a template is disabled before it is deleted, files and all. */
export async function deleteReportTemplate(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const template = await getReportTemplate(ctx, id);
  if (template.enabled) throw new AppError(409, 'reportTemplate.disableFirst', { code: template.code });
  await ctx.db.transaction(async (tx) => {
    await deleteReportTemplateRow(tx, { id, version, entity: ENTITY });
    await writeAudit(tx, actor, {
      action: 'reportTemplate.deleted',
      entity: 'reportTemplate',
      entityId: id,
      key: template.code,
      detail: { code: template.code, versions: template.versions.length },
    });
  });
}
