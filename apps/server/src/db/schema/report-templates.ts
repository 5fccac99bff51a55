import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { systemCodeSearchText } from './codes';
import { auditColumns } from './columns';
import { storedFiles } from './records';

/** What the report-template list's keyword matches: code and three names, as for system codes. */
export const reportTemplateSearchText = systemCodeSearchText;

/**
 * A printing template (house B/L, arrival notice, …) whose files are kept as numbered versions.
 * `lastVersionNo` hands out version numbers: an upload bumps it under the row's lock, so two
 * uploads at once get two numbers. `currentVersionNo` is the version printing uses.
 */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 50 }).notNull().unique(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    nameCn: varchar('name_cn', { length: 200 }).notNull().default(''),
    nameHk: varchar('name_hk', { length: 200 }).notNull().default(''),
    kind: varchar('kind', { length: 30 }).notNull(),
    jobType: varchar('job_type', { length: 10 }),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    lastVersionNo: integer('last_version_no').notNull().default(0),
    currentVersionNo: integer('current_version_no'),
    ...auditColumns,
  },
  (t) => [
    index('report_templates_kind_idx').on(t.kind, t.jobType),
    index('report_templates_search_trgm').using('gin', sql`${reportTemplateSearchText(t)} gin_trgm_ops`),
    check(
      'report_templates_current_uploaded',
      sql`${t.currentVersionNo} is null or ${t.currentVersionNo} between 1 and ${t.lastVersionNo}`,
    ),
  ],
);

/** One uploaded file of a template; its name, type and size are those of the stored file. */
export const reportTemplateVersions = pgTable(
  'report_template_versions',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => reportTemplates.id, { onDelete: 'cascade' }),
    versionNo: integer('version_no').notNull(),
    fileKey: varchar('file_key', { length: 64 })
      .notNull()
      .references(() => storedFiles.storageKey),
    comment: varchar('comment', { length: 200 }).notNull().default(''),
    uploadedBy: varchar('uploaded_by', { length: 64 }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The last guard against a duplicate number, whatever hands them out.
    uniqueIndex('report_template_versions_no_uq').on(t.templateId, t.versionNo),
    index('report_template_versions_file_idx').on(t.fileKey),
  ],
);
