import { PARTY_ROLES } from '@apex/shared/master';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { offices } from './organisation';
import { countries } from './reference';

/** What the party list's keyword matches; the trigram index on parties covers exactly this expression. */
export const partySearchText = (t: { code: AnyPgColumn; nameEn: AnyPgColumn; nameCn: AnyPgColumn }) =>
  sql`(${t.code} || ' ' || ${t.nameEn} || ' ' || ${t.nameCn})`;

const ROLE_LIST = sql.raw(`array[${PARTY_ROLES.map((r) => `'${r}'`).join(', ')}]::text[]`);

/**
 * A customer or business partner: one row whatever parts it plays on jobs (its roles), owned by
 * an office. Jobs refer to it by id; a foreign key to it keeps a referenced party from being deleted.
 */
export const parties = pgTable(
  'parties',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    nameCn: varchar('name_cn', { length: 200 }).notNull().default(''),
    roles: text('roles').array().notNull(),
    officeCode: varchar('office_code', { length: 10 })
      .notNull()
      .references(() => offices.officeCode),
    taxId: varchar('tax_id', { length: 40 }).notNull().default(''),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }),
    creditCurrency: varchar('credit_currency', { length: 3 }).notNull().default('USD'),
    creditDays: integer('credit_days').notNull().default(0),
    // issue 20: free time at the terminal (demurrage) and with the box (detention), rates per day
    demurrageFreeDays: integer('demurrage_free_days'),
    demurrageDailyRate: numeric('demurrage_daily_rate', { precision: 14, scale: 4 }),
    detentionFreeDays: integer('detention_free_days'),
    detentionDailyRate: numeric('detention_daily_rate', { precision: 14, scale: 4 }),
    freeTimeCurrency: varchar('free_time_currency', { length: 3 }).notNull().default('USD'),
    blacklisted: boolean('blacklisted').notNull().default(false),
    blacklistReason: varchar('blacklist_reason', { length: 300 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    index('parties_search_trgm').using('gin', sql`${partySearchText(t)} gin_trgm_ops`),
    index('parties_roles_idx').using('gin', t.roles),
    index('parties_office_idx').on(t.officeCode),
    index('parties_name_en_idx').on(t.nameEn),
    check('parties_roles_known', sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ ${ROLE_LIST}`),
    check('parties_blacklist_reason', sql`not ${t.blacklisted} or ${t.blacklistReason} <> ''`),
    check('parties_credit_days', sql`${t.creditDays} between 0 and 365`),
    check(
      'parties_free_time',
      sql`${t.demurrageFreeDays} between 0 and 365 and ${t.detentionFreeDays} between 0 and 365
          and ${t.demurrageDailyRate} >= 0 and ${t.detentionDailyRate} >= 0`,
    ),
  ],
);

/** spec §3 Address, as many as a party has; replaced together with the party on each save. */
export const partyAddresses = pgTable(
  'party_addresses',
  {
    id: serial('id').primaryKey(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    address1: varchar('address1', { length: 200 }).notNull(),
    address2: varchar('address2', { length: 200 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    state: varchar('state', { length: 100 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.countryCode),
    postalCode: varchar('postal_code', { length: 20 }).notNull().default(''),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    attributes: varchar('attributes', { length: 200 }).notNull().default(''),
  },
  (t) => [index('party_addresses_party_idx').on(t.partyId, t.sort)],
);

export const partyContacts = pgTable(
  'party_contacts',
  {
    id: serial('id').primaryKey(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    title: varchar('title', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    email: varchar('email', { length: 200 }).notNull().default(''),
    fax: varchar('fax', { length: 40 }).notNull().default(''),
  },
  (t) => [index('party_contacts_party_idx').on(t.partyId, t.sort)],
);
