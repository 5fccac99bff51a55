import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, words } from './columns';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  companyCode: varchar('company_code', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  /** spec §3: the database code the client sends back as targetDbCode. */
  dbCode: varchar('db_code', { length: 40 }).notNull(),
  /** spec §6: XC or SC; charges made by one company type cannot be operated by the other. */
  companyType: varchar('company_type', { length: 2 }).notNull().default('XC'),
  ...auditColumns,
});

/** What the office list's keyword matches; the trigram index on offices covers exactly this expression. */
export const officeSearchText = (t: { officeCode: AnyPgColumn; nameEn: AnyPgColumn; nameCn: AnyPgColumn }) =>
  sql`(${t.officeCode} || ' ' || ${t.nameEn} || ' ' || ${t.nameCn})`;

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    officeCode: varchar('office_code', { length: 10 }).notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    nameCn: varchar('name_cn', { length: 100 }).notNull().default(''),
    address: varchar('address', { length: 300 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    /** The currency the office keeps its books in: charge lines convert to it for profit (issue 17). */
    localCurrency: varchar('local_currency', { length: 3 }).notNull().default('CNY'),
    /** issue 17: a job under this margin (percent) is flagged, and its invoices need finance to confirm. */
    minMarginPct: numeric('min_margin_pct', { precision: 5, scale: 2 }),
    /** The account its invoices and debit notes ask to be paid into ("Please remit to"); blank: none printed. */
    bankName: words('bank_name', 100),
    bankAccountName: words('bank_account_name', 100),
    bankAccountNo: words('bank_account_no', 40),
    bankSwift: words('bank_swift', 11),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    index('offices_company_idx').on(t.companyId),
    index('offices_search_trgm').using('gin', sql`${officeSearchText(t)} gin_trgm_ops`),
  ],
);
