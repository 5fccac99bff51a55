import { z } from 'zod';
import { queryFlag, text } from '../api/paging';
import { defineRoute, SIGNED_IN } from '../api/route';

/** spec §7: the action code that loads system codes through JobSelectMode/GetResult?type=1. */
export const SYSCODE_ACTION = 'SYSTEM_SYSCODE_GETFILLITEMDATA';

/** spec §3 System code record (SYS_CODE_ID), with its type and names in three languages. */
const ZSystemCode = z.object({
  SYS_CODE_ID: z.number().int(),
  SYS_CODE_TYPE: z.string(),
  SYS_CODE: z.string(),
  SYS_CODE_NAME: z.string(),
  SYS_CODE_ENAME: z.string(),
  SYS_CODE_CNAME: z.string(),
  SYS_CODE_HKNAME: z.string(),
  SORT: z.number().int(),
});
export type TSystemCode = z.infer<typeof ZSystemCode>;

const ZSelectModeQuery = z.object({ type: z.coerce.number().int().min(0).max(99) });
const ZSelectModeRequest = z.object({
  ActionCode: z.string().trim().min(1).max(100),
  /** For system codes: the code types wanted; empty means all. */
  PostData: z.array(z.string().max(100)).max(100).default([]),
});

/** spec §3 Port record, with the country's Chinese name and the port's main code. */
const ZPort = z.object({
  PORT_SEACODE: z.string(),
  PORT_ENAME: z.string(),
  PORT_CNAME: z.string(),
  COUNTRY_CODE: z.string(),
  COUNTRY_ENAME: z.string(),
  COUNTRY_CNAME: z.string(),
  B_SEA: z.union([z.literal(0), z.literal(1)]),
  /** The port's main UN/LOCODE when this is another code of the same port (CNSGH: CNSHA), else ''. */
  MAIN_SEACODE: z.string(),
});
export type TPort = z.infer<typeof ZPort>;

const ZPortQuery = z.object({
  /** spec §7 `isAll=true`: every sea port, for the client's cached port list. */
  isAll: queryFlag.optional(),
  keyword: text(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TPortQuery = z.infer<typeof ZPortQuery>;

/** A country (ISO 3166 alpha-2) with its names; a vessel's flag state, a port's country. */
const ZCountry = z.object({ countryCode: z.string(), nameEn: z.string(), nameCn: z.string() });

const tag = 'reference data';
export const referenceDataRoutes = {
  selectMode: defineRoute({
    method: 'POST',
    path: '/JobSelectMode/GetResult',
    access: SIGNED_IN,
    summary: 'Select data by action code (type 1 + SYSTEM_SYSCODE_GETFILLITEMDATA: system codes)',
    tag,
    query: ZSelectModeQuery,
    body: ZSelectModeRequest,
    // Every action known so far answers system codes; one with other rows makes this a union.
    response: z.array(ZSystemCode),
  }),
  ports: defineRoute({
    method: 'POST',
    path: '/selectData/Get_SYSTEMDATA_PORT',
    access: SIGNED_IN,
    summary: 'Sea ports, main codes first: all of them with isAll=true, else those matching the keyword',
    tag,
    query: ZPortQuery,
    body: z.object({}),
    response: z.array(ZPort),
  }),
  countries: defineRoute({
    method: 'GET',
    path: '/sys/countries',
    access: SIGNED_IN,
    summary: 'Every country (about 250), by code, for pickers the client caches',
    tag,
    response: z.array(ZCountry),
  }),
};
