import type { TLocale } from '@apex/shared';
import type { TPort, TSystemCode } from '@apex/shared/common';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern, prefixPattern } from '../../db/like';
import { countries, ports, systemCodes } from '../../db/schema';

const LOCAL_NAME = { en_US: systemCodes.nameEn, zh_CN: systemCodes.nameCn, zh_HK: systemCodes.nameHk } as const;

/** Enabled system codes of the given types (every type when none), with the name in `locale`. */
export function findSystemCodes(db: DbOrTx, codeTypes: readonly string[], locale: TLocale): Promise<TSystemCode[]> {
  return db
    .select({
      SYS_CODE_ID: systemCodes.id,
      SYS_CODE_TYPE: systemCodes.codeType,
      SYS_CODE: systemCodes.code,
      // A name not yet translated shows in English rather than blank.
      SYS_CODE_NAME: sql<string>`coalesce(nullif(${LOCAL_NAME[locale]}, ''), ${systemCodes.nameEn})`,
      SYS_CODE_ENAME: systemCodes.nameEn,
      SYS_CODE_CNAME: systemCodes.nameCn,
      SYS_CODE_HKNAME: systemCodes.nameHk,
      SORT: systemCodes.sort,
    })
    .from(systemCodes)
    .where(
      and(eq(systemCodes.enabled, true), codeTypes.length ? inArray(systemCodes.codeType, [...codeTypes]) : undefined),
    )
    .orderBy(asc(systemCodes.codeType), asc(systemCodes.sort), asc(systemCodes.code));
}

/** spec §3 Port record, built by the database in one query: the list is ~1,600 rows. */
function selectSeaPorts(db: DbOrTx, filter?: SQL) {
  return db
    .select({
      PORT_SEACODE: ports.portCode,
      PORT_ENAME: ports.nameEn,
      PORT_CNAME: ports.nameCn,
      COUNTRY_CODE: ports.countryCode,
      COUNTRY_ENAME: countries.nameEn,
      COUNTRY_CNAME: countries.nameCn,
      B_SEA: sql<TPort['B_SEA']>`case when ${ports.isSea} then 1 else 0 end`,
      MAIN_SEACODE: ports.mainPortCode,
    })
    .from(ports)
    .innerJoin(countries, eq(countries.countryCode, ports.countryCode))
    .where(and(eq(ports.enabled, true), eq(ports.isSea, true), filter));
}

/**
 * A port's main code before its other codes (CNSHA before CNSGH): only sea ports are listed, and
 * the data set marks which code of a port is its main one. Considered ranking by use in jobs (a
 * scan of the jobs on every load of the cached list) and by size (no data set has it).
 */
const mainCodeFirst = sql`${ports.mainPortCode} <> ''`;

export function findAllSeaPorts(db: DbOrTx): Promise<TPort[]> {
  return selectSeaPorts(db).orderBy(asc(mainCodeFirst), asc(ports.portCode));
}

/** Ports whose code or English or Chinese name contains `keyword`; codes that start with it, then main codes first. */
export function searchSeaPorts(db: DbOrTx, keyword: string, limit: number): Promise<TPort[]> {
  const contains = containsPattern(keyword);
  return selectSeaPorts(
    db,
    or(ilike(ports.portCode, contains), ilike(ports.nameEn, contains), ilike(ports.nameCn, contains)),
  )
    .orderBy(sql`${ports.portCode} ilike ${prefixPattern(keyword)} desc`, asc(mainCodeFirst), asc(ports.portCode))
    .limit(limit);
}

export function findCountries(db: DbOrTx) {
  return db
    .select({ countryCode: countries.countryCode, nameEn: countries.nameEn, nameCn: countries.nameCn })
    .from(countries)
    .orderBy(countries.countryCode);
}
