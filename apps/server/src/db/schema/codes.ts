import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';

/**
 * The code types of the data dictionary (/systemSetting/index). A locked type's items are the
 * product's: only their names and order change. Items name their type by code, without a foreign
 * key, so that databases holding items from before this table could take the migration; the
 * services check the type instead (and lock its row while they do).
 */
export const systemCodeTypes = pgTable('system_code_types', {
  id: serial('id').primaryKey(),
  codeType: varchar('code_type', { length: 50 }).notNull().unique(),
  nameEn: varchar('name_en', { length: 200 }).notNull(),
  nameCn: varchar('name_cn', { length: 200 }).notNull().default(''),
  nameHk: varchar('name_hk', { length: 200 }).notNull().default(''),
  locked: boolean('locked').notNull().default(false),
  ...auditColumns,
});

/** What the code-type list's keyword matches. */
export const systemCodeTypeSearchText = (t: { codeType: AnyPgColumn; nameEn: AnyPgColumn; nameCn: AnyPgColumn }) =>
  sql`(${t.codeType} || ' ' || ${t.nameEn} || ' ' || ${t.nameCn})`;

/** What the code list's keyword matches; the trigram index on system_codes covers exactly this expression. */
export const systemCodeSearchText = (t: {
  code: AnyPgColumn;
  nameEn: AnyPgColumn;
  nameCn: AnyPgColumn;
  nameHk: AnyPgColumn;
}) => sql`(${t.code} || ' ' || ${t.nameEn} || ' ' || ${t.nameCn} || ' ' || ${t.nameHk})`;

/** spec §3 System code record: data-dictionary items by type (job modes, package types, …). */
export const systemCodes = pgTable(
  'system_codes',
  {
    id: serial('id').primaryKey(),
    codeType: varchar('code_type', { length: 50 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    nameCn: varchar('name_cn', { length: 200 }).notNull().default(''),
    nameHk: varchar('name_hk', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Came with the product: a release would bring it back, so it is disabled, never deleted. */
    systemOwned: boolean('system_owned').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    unique('system_codes_type_code_uq').on(t.codeType, t.code),
    index('system_codes_search_trgm').using('gin', sql`${systemCodeSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * spec §3 Job field config: whether a job field is required on new and on edit, per job type and
 * mode. One row per configurable field (packages/shared JOB_FIELDS), type and mode, seeded.
 */
export const jobFieldConfigs = pgTable(
  'job_field_configs',
  {
    id: serial('id').primaryKey(),
    jobType: varchar('job_type', { length: 2 }).notNull(),
    jobMode: varchar('job_mode', { length: 10 }).notNull(),
    fieldName: varchar('field_name', { length: 50 }).notNull(),
    requiredOnNew: boolean('required_on_new').notNull().default(false),
    requiredOnEdit: boolean('required_on_edit').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    unique('job_field_configs_uq').on(t.jobType, t.jobMode, t.fieldName),
    // A field required when a job is created stays required when it is edited.
    check('job_field_configs_new_implies_edit', sql`not ${t.requiredOnNew} or ${t.requiredOnEdit}`),
  ],
);
