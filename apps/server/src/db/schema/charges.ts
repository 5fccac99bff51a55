import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { offices } from './organisation';

/** What the charge-code list's keyword matches; the trigram index covers exactly this expression. */
export const chargeCodeSearchText = (t: {
  code: AnyPgColumn;
  sacCode: AnyPgColumn;
  nameEn: AnyPgColumn;
  nameCn: AnyPgColumn;
}) => sql`(${t.code} || ' ' || ${t.sacCode} || ' ' || ${t.nameEn} || ' ' || ${t.nameCn})`;

/** spec §3 Charge/cost classification: a charge code with the defaults a new charge line takes. */
export const chargeCodes = pgTable(
  'charge_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    sacCode: varchar('sac_code', { length: 20 }).notNull().default(''),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    nameCn: varchar('name_cn', { length: 100 }).notNull().default(''),
    category: varchar('category', { length: 20 }).notNull(),
    defaultUnit: varchar('default_unit', { length: 10 }).notNull(),
    /** ISO 4217; becomes a reference to the currencies table once that exists. */
    defaultCurrency: varchar('default_currency', { length: 3 }).notNull(),
    defaultTaxRate: numeric('default_tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    /** spec §5: the job types (OE, OI) whose jobs may carry this charge. */
    jobTypes: varchar('job_types', { length: 2 }).array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    index('charge_codes_search_trgm').using('gin', sql`${chargeCodeSearchText(t)} gin_trgm_ops`),
    check('charge_codes_tax_rate', sql`${t.defaultTaxRate} between 0 and 100`),
    check('charge_codes_job_types', sql`cardinality(${t.jobTypes}) > 0`),
  ],
);

export const chargeSchemeSearchText = (t: { schemeNo: AnyPgColumn; name: AnyPgColumn }) =>
  sql`(${t.schemeNo} || ' ' || ${t.name})`;

/** A named template of charge lines for one job type (spec §5: scheme no at most 20 characters). */
export const chargeSchemes = pgTable(
  'charge_schemes',
  {
    id: serial('id').primaryKey(),
    schemeNo: varchar('scheme_no', { length: 20 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    jobType: varchar('job_type', { length: 2 }).notNull(),
    remark: varchar('remark', { length: 300 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns,
  },
  (t) => [index('charge_schemes_search_trgm').using('gin', sql`${chargeSchemeSearchText(t)} gin_trgm_ops`)],
);

/** A line of a scheme, in its order; replaced as a whole when the scheme is saved. */
export const chargeSchemeLines = pgTable(
  'charge_scheme_lines',
  {
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => chargeSchemes.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    // A charge code a scheme uses cannot be deleted (the list says which schemes hold it).
    chargeCodeId: integer('charge_code_id')
      .notNull()
      .references(() => chargeCodes.id),
    side: varchar('side', { length: 2 }).notNull(),
    partyRole: varchar('party_role', { length: 20 }).notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schemeId, t.lineNo] }),
    index('charge_scheme_lines_code_idx').on(t.chargeCodeId),
    check('charge_scheme_lines_price', sql`${t.price} >= 0`),
  ],
);

/**
 * The auto-code rule of an office's job (JOB), HB/L (HBL), invoice (INV), warehouse-in (WHI),
 * trucking (TRK), customs entrustment (CUS) or rail entrust (RAIL) numbers for one job type.
 */
export const jobNumberRules = pgTable(
  'job_number_rules',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 4 }).notNull().default('JOB'),
    jobType: varchar('job_type', { length: 2 }).notNull(),
    prefix: varchar('prefix', { length: 10 }).notNull().default(''),
    datePattern: varchar('date_pattern', { length: 8 }).notNull().default(''),
    seqWidth: integer('seq_width').notNull(),
    resetPeriod: varchar('reset_period', { length: 8 }).notNull(),
    ...auditColumns,
  },
  (t) => [
    unique('job_number_rules_office_kind_type_uq').on(t.officeId, t.kind, t.jobType),
    check('job_number_rules_seq_width', sql`${t.seqWidth} between 3 and 8`),
    check('job_number_rules_kind', sql`${t.kind} in ('JOB', 'HBL', 'INV', 'WHI', 'TRK', 'CUS', 'RAIL')`),
  ],
);

/**
 * The last sequence given by a rule in one period ('' for a rule that never restarts). Taking a
 * number increments this row in the caller's transaction, so two callers can never get the same one.
 */
export const jobNumberCounters = pgTable(
  'job_number_counters',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => jobNumberRules.id, { onDelete: 'cascade' }),
    period: varchar('period', { length: 8 }).notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.period] })],
);
