import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  serial,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';

export const countries = pgTable('countries', {
  countryCode: varchar('country_code', { length: 2 }).primaryKey(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  nameCn: varchar('name_cn', { length: 100 }).notNull(),
});

/** What the port list's keyword matches; the trigram index on ports covers exactly this expression. */
export const portSearchText = (t: { portCode: AnyPgColumn; nameEn: AnyPgColumn; nameCn: AnyPgColumn }) =>
  sql`(${t.portCode} || ' ' || ${t.nameEn} || ' ' || ${t.nameCn})`;

/** spec §3 Port record, keyed by UN/LOCODE. */
export const ports = pgTable(
  'ports',
  {
    id: serial('id').primaryKey(),
    portCode: varchar('port_code', { length: 10 }).notNull().unique(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    nameCn: varchar('name_cn', { length: 100 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.countryCode),
    isSea: boolean('is_sea').notNull().default(true),
    /**
     * The port's main UN/LOCODE when this code is another one of the same port (the data set lists
     * CNSGH beside CNSHA for Shanghai), '' for a main code: pickers rank the main code first.
     */
    mainPortCode: varchar('main_port_code', { length: 10 }).notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timezone: varchar('timezone', { length: 60 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    index('ports_country_idx').on(t.countryCode),
    index('ports_search_trgm').using('gin', sql`${portSearchText(t)} gin_trgm_ops`),
  ],
);

/** What the vessel list's keyword matches; the trigram index on vessels covers exactly this expression. */
export const vesselSearchText = (t: { vesselName: AnyPgColumn; lloydNo: AnyPgColumn }) =>
  sql`(${t.vesselName} || ' ' || ${t.lloydNo})`;

/** spec §3 Vessel Lloyd number: a vessel, its Lloyd's (IMO) number and its flag state. */
export const vessels = pgTable(
  'vessels',
  {
    id: serial('id').primaryKey(),
    vesselName: varchar('vessel_name', { length: 100 }).notNull().unique(),
    lloydNo: varchar('lloyd_no', { length: 7 }).notNull().unique(),
    flag: varchar('flag', { length: 2 })
      .notNull()
      .references(() => countries.countryCode),
    ...auditColumns,
  },
  (t) => [
    index('vessels_flag_idx').on(t.flag),
    index('vessels_search_trgm').using('gin', sql`${vesselSearchText(t)} gin_trgm_ops`),
  ],
);

/** What the carrier list's keyword matches; the trigram index on carriers covers exactly this expression. */
export const carrierSearchText = (t: { scac: AnyPgColumn; nameEn: AnyPgColumn; nameCn: AnyPgColumn }) =>
  sql`(${t.scac} || ' ' || ${t.nameEn} || ' ' || ${t.nameCn})`;

/** A shipping line by its SCAC; a blacklisted one is warned about on bookings (spec §8). */
export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    scac: varchar('scac', { length: 4 }).notNull().unique(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    nameCn: varchar('name_cn', { length: 100 }).notNull().default(''),
    blacklisted: boolean('blacklisted').notNull().default(false),
    blacklistReason: varchar('blacklist_reason', { length: 300 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    index('carriers_search_trgm').using('gin', sql`${carrierSearchText(t)} gin_trgm_ops`),
    check('carriers_blacklist_reason', sql`not ${t.blacklisted} or ${t.blacklistReason} <> ''`),
  ],
);
