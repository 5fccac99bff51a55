import type { TJobType } from '@apex/shared/jobs';
import type { REPORT_TEMPLATE_SORT_FIELDS, TReportTemplateKind } from '@apex/shared/master';
import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  reportTemplateSearchText,
  storedFiles,
  reportTemplates as templates,
  reportTemplateVersions as versions,
} from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';
import { deleteStoredFiles } from '../files/queries';

type SortField = (typeof REPORT_TEMPLATE_SORT_FIELDS)[number];

const templateColumns = {
  id: templates.id,
  code: templates.code,
  nameEn: templates.nameEn,
  nameCn: templates.nameCn,
  nameHk: templates.nameHk,
  kind: templates.kind,
  jobType: templates.jobType,
  enabled: templates.enabled,
  remark: templates.remark,
  currentVersionNo: templates.currentVersionNo,
  version: templates.version,
  updatedAt: templates.updatedAt,
  updatedBy: templates.updatedBy,
};

export type ReportTemplateRow = NonNullable<Awaited<ReturnType<typeof findReportTemplateById>>>;

const SORT: ListSort<SortField> = {
  columns: { code: templates.code, nameEn: templates.nameEn, kind: templates.kind, updatedAt: templates.updatedAt },
  fallback: 'code',
  id: templates.id,
};

export function findReportTemplatePage(
  db: DbOrTx,
  q: PageQuery<SortField> & { keyword?: string; kind?: TReportTemplateKind; enabled?: boolean },
) {
  const where = and(
    keywordFilter(reportTemplateSearchText(templates), q.keyword),
    q.kind === undefined ? undefined : eq(templates.kind, q.kind),
    q.enabled === undefined ? undefined : eq(templates.enabled, q.enabled),
  );
  const matches = db.select({ count: count() }).from(templates).where(where);
  return findPage(db.select(templateColumns).from(templates).where(where).$dynamic(), matches, q, SORT);
}

export async function findReportTemplateById(db: DbOrTx, id: number) {
  const [row] = await db.select(templateColumns).from(templates).where(eq(templates.id, id));
  return row;
}

/** A template's versions, newest first, with the name, type and size of their files. */
export function findVersionsOf(db: DbOrTx, templateId: number) {
  return db
    .select({
      versionNo: versions.versionNo,
      fileName: storedFiles.fileName,
      size: storedFiles.size,
      contentType: storedFiles.contentType,
      comment: versions.comment,
      uploadedBy: versions.uploadedBy,
      uploadedAt: versions.uploadedAt,
    })
    .from(versions)
    .innerJoin(storedFiles, eq(storedFiles.storageKey, versions.fileKey))
    .where(eq(versions.templateId, templateId))
    .orderBy(desc(versions.versionNo));
}

interface ReportTemplateValues {
  nameEn: string;
  nameCn: string;
  nameHk: string;
  kind: TReportTemplateKind;
  jobType: TJobType | null;
  enabled: boolean;
  remark: string;
}

export async function insertReportTemplate(
  db: DbOrTx,
  values: ReportTemplateValues & { code: string; createdBy: string },
) {
  const [row] = await db
    .insert(templates)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: templates.id });
  return row!.id;
}

export const updateReportTemplateRow = (db: DbOrTx, target: VersionedTarget, values: ReportTemplateValues) =>
  updateVersioned(db, templates, target, values);

/** Deletes the template, its versions (by cascade) and their stored files. */
export async function deleteReportTemplateRow(db: DbOrTx, target: Omit<VersionedTarget, 'by'>) {
  const files = await db.select({ key: versions.fileKey }).from(versions).where(eq(versions.templateId, target.id));
  await deleteVersioned(db, templates, target);
  await deleteStoredFiles(
    db,
    files.map((f) => f.key),
  );
}

/**
 * The next version number of a template, made its current one. The update locks the template's row
 * until the transaction ends, so a concurrent upload waits and takes the number after. Undefined
 * when the template does not exist.
 */
export async function takeNextVersionNo(db: DbOrTx, templateId: number, by: string) {
  const [row] = await db
    .update(templates)
    .set({
      lastVersionNo: sql`${templates.lastVersionNo} + 1`,
      currentVersionNo: sql`${templates.lastVersionNo} + 1`,
      updatedBy: by,
      updatedAt: sql`now()`,
    })
    .where(eq(templates.id, templateId))
    .returning({ versionNo: templates.lastVersionNo, code: templates.code });
  return row;
}

export async function insertVersion(db: DbOrTx, values: typeof versions.$inferInsert) {
  await db.insert(versions).values(values);
}

/** Makes an uploaded version current; answers whether the template has that version. */
export async function setCurrentVersion(db: DbOrTx, templateId: number, versionNo: number, by: string) {
  const uploaded = db
    .select({ one: sql`1` })
    .from(versions)
    .where(and(eq(versions.templateId, templateId), eq(versions.versionNo, versionNo)));
  const rows = await db
    .update(templates)
    .set({ currentVersionNo: versionNo, updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(templates.id, templateId), sql`exists (${uploaded})`))
    .returning({ id: templates.id });
  return rows.length > 0;
}

const fileColumns = {
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  content: storedFiles.content,
};

export async function findVersionFile(db: DbOrTx, templateId: number, versionNo: number) {
  const [row] = await db
    .select(fileColumns)
    .from(versions)
    .innerJoin(storedFiles, eq(storedFiles.storageKey, versions.fileKey))
    .where(and(eq(versions.templateId, templateId), eq(versions.versionNo, versionNo)));
  return row;
}

/**
 * The current file of the enabled template of a kind: one made for the job type wins over one
 * for every job type; among equals, the first by code.
 */
export async function findCurrentTemplateFile(db: DbOrTx, kind: TReportTemplateKind, jobType: TJobType | undefined) {
  const [row] = await db
    .select({ code: templates.code, versionId: versions.id, versionNo: versions.versionNo, ...fileColumns })
    .from(templates)
    .innerJoin(versions, and(eq(versions.templateId, templates.id), eq(versions.versionNo, templates.currentVersionNo)))
    .innerJoin(storedFiles, eq(storedFiles.storageKey, versions.fileKey))
    .where(
      and(
        eq(templates.kind, kind),
        eq(templates.enabled, true),
        isNotNull(templates.currentVersionNo),
        jobType ? or(eq(templates.jobType, jobType), isNull(templates.jobType)) : isNull(templates.jobType),
      ),
    )
    .orderBy(sql`${templates.jobType} nulls last`, templates.code)
    .limit(1);
  return row;
}

/** The kinds with an enabled template that has a current version, for a job type (its own or every type's). */
export async function findCurrentTemplateKinds(db: DbOrTx, jobType: TJobType) {
  const rows = await db
    .selectDistinct({ kind: templates.kind })
    .from(templates)
    .where(
      and(
        eq(templates.enabled, true),
        isNotNull(templates.currentVersionNo),
        or(eq(templates.jobType, jobType), isNull(templates.jobType)),
      ),
    )
    .orderBy(templates.kind);
  return rows.map((row) => row.kind as TReportTemplateKind);
}

/** Whether a stored file is one of a template's versions. */
export async function isTemplateVersionFile(db: DbOrTx, fileKey: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(versions).where(eq(versions.fileKey, fileKey));
  return (row?.n ?? 0) > 0;
}
