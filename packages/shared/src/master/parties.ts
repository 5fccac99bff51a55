import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { code, queryFlag, requiredText, text, ZIdParams, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { defineRoute, needs } from '../api/route';
import { excelImportRoute } from '../files/excel-import';
import type { TLabelKey } from '../labels/keys';

/** The parts a business partner plays on jobs (spec §3 Job parties, plus the service providers). */
export const PARTY_ROLES = [
  'CUSTOMER',
  'SHIPPER',
  'CONSIGNEE',
  'NOTIFY',
  'OVERSEAS_AGENT',
  'SALES_AGENT',
  'CARRIER',
  'TRUCKER',
  'WAREHOUSE',
  'BROKER',
  'RAILWAY',
] as const;
const ZPartyRole = z.enum(PARTY_ROLES);
export type TPartyRole = z.infer<typeof ZPartyRole>;
/** The roles' names in workbooks; the party screens word them in their own texts (parties:roles). */
export const PARTY_ROLE_LABELS = {
  CUSTOMER: 'masterData:partyRoles.CUSTOMER',
  SHIPPER: 'masterData:partyRoles.SHIPPER',
  CONSIGNEE: 'masterData:partyRoles.CONSIGNEE',
  NOTIFY: 'masterData:partyRoles.NOTIFY',
  OVERSEAS_AGENT: 'masterData:partyRoles.OVERSEAS_AGENT',
  SALES_AGENT: 'masterData:partyRoles.SALES_AGENT',
  CARRIER: 'masterData:partyRoles.CARRIER',
  TRUCKER: 'masterData:partyRoles.TRUCKER',
  WAREHOUSE: 'masterData:partyRoles.WAREHOUSE',
  BROKER: 'masterData:partyRoles.BROKER',
  RAILWAY: 'masterData:partyRoles.RAILWAY',
} as const satisfies Record<TPartyRole, TLabelKey>;

/** spec §3 Address: address1/2, city, state, country, postal code, longitude, latitude, attributes. */
export const ZPartyAddress = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  countryCode: z.string(),
  postalCode: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  attributes: z.string(),
});
export type TPartyAddress = z.infer<typeof ZPartyAddress>;

const ZPartyContact = z.object({
  name: z.string(),
  title: z.string(),
  phone: z.string(),
  email: z.string(),
  fax: z.string(),
});
export type TPartyContact = z.infer<typeof ZPartyContact>;

/** An address as a save sends it: trimmed, the country code upper-cased. */
export const ZPartyAddressInput = z.object({
  address1: requiredText(200),
  address2: text(200).default(''),
  city: text(100).default(''),
  state: text(100).default(''),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((s) => s.toUpperCase()),
  postalCode: text(20).default(''),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  /** Free text the spec leaves open: what the address is for ("billing", "warehouse gate 3"). */
  attributes: text(200).default(''),
});

export const ZPartyContactInput = z.object({
  name: requiredText(100),
  title: text(100).default(''),
  phone: text(40).default(''),
  email: z.union([z.literal(''), z.string().trim().max(200).pipe(z.email())]).default(''),
  fax: text(40).default(''),
});

/** A party as the list shows it (no addresses or contacts). */
const ZPartyRow = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  roles: z.array(ZPartyRole),
  officeCode: z.string(),
  taxId: z.string(),
  /** Decimal text with two places (money is never a float); null: no credit is given. */
  creditLimit: z.string().nullable(),
  creditCurrency: z.string(),
  creditDays: z.number().int(),
  demurrageFreeDays: z.number().int().nullable(),
  demurrageDailyRate: z.string().nullable(),
  detentionFreeDays: z.number().int().nullable(),
  detentionDailyRate: z.string().nullable(),
  freeTimeCurrency: z.string(),
  /** spec §6: jobs flag a blacklisted customer. */
  blacklisted: z.boolean(),
  blacklistReason: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TPartyRow = z.infer<typeof ZPartyRow>;

const ZParty = ZPartyRow.extend({
  addresses: z.array(ZPartyAddress),
  contacts: z.array(ZPartyContact),
});
export type TParty = z.infer<typeof ZParty>;

/** An amount typed as text or a number, `whole` digits and `places` decimals at most; empty: none. */
const optionalDecimal = (whole: number, places: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{1,${whole}}(\\.\\d{1,${places}})?$`))
      .nullable(),
  );

/** Up to twelve digits and two decimals; an empty field means no credit limit. */
const creditLimit = optionalDecimal(12, 2);
/** A daily rate: up to ten digits and four decimals; empty: none agreed. */
const dailyRate = optionalDecimal(10, 4);
const freeDays = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.number().int().min(0).max(365).nullable(),
);

/**
 * Issue 20: the free time the party has at the terminal (demurrage, from the discharge) and with
 * the carrier's box (detention, from the gate-out), and what a day past it costs; the containers'
 * clocks count from them (containerClocks).
 */
const freeTimeFields = {
  demurrageFreeDays: freeDays.default(null),
  demurrageDailyRate: dailyRate.default(null),
  detentionFreeDays: freeDays.default(null),
  detentionDailyRate: dailyRate.default(null),
  freeTimeCurrency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((s) => s.toUpperCase())
    .default('USD'),
};

/** Who the party is and where it is reached; a party belongs to one office, which keeps it. */
const partyFields = {
  nameEn: requiredText(200),
  nameCn: text(200).default(''),
  roles: z
    .array(ZPartyRole)
    .min(1)
    .max(PARTY_ROLES.length)
    .transform((roles) => PARTY_ROLES.filter((r) => roles.includes(r))),
  officeCode: code(10),
  /** Unified social credit code, VAT, EIN…: the number the party's customs filings carry. */
  taxId: text(40).default(''),
  addresses: z.array(ZPartyAddressInput).max(20).default([]),
  contacts: z.array(ZPartyContactInput).max(50).default([]),
  ...freeTimeFields,
};

/**
 * What the party may owe us and whether we work with it at all: set by whoever holds
 * `/party/credit` (finance), not by whoever keeps the party's addresses (docs/decisions.md,
 * "Office scoping of master data").
 */
const creditFields = {
  creditLimit: creditLimit.default(null),
  /** ISO 4217 code of the credit limit. */
  creditCurrency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((s) => s.toUpperCase())
    .default('USD'),
  /** Credit terms: days the party has to pay. */
  creditDays: z.number().int().min(0).max(365).default(0),
  blacklisted: z.boolean().default(false),
  blacklistReason: text(300).default(''),
};
export const PARTY_CREDIT_FIELDS = Object.keys(creditFields) as (keyof typeof creditFields)[];
/** A new party's credit: none given, not blacklisted. */
export const PARTY_CREDIT_DEFAULTS = z.object(creditFields).parse({});

/** A blacklisted party says why, so the flag on a job can tell the operator. */
function reasonWhenBlacklisted(party: { blacklisted: boolean; blacklistReason: string }, ctx: z.RefinementCtx) {
  if (party.blacklisted && !party.blacklistReason)
    addMessageIssue(ctx, ['blacklistReason'], 'party.blacklistReasonRequired');
}

/** A new party; its first credit terms and blacklist need `/party/credit` unless left at their defaults. */
export const ZCreatePartyRequest = z
  .object({ code: code(20), ...partyFields, ...creditFields })
  .superRefine(reasonWhenBlacklisted);

/** A party's own fields; its credit and blacklist change through ZPartyCreditRequest. */
export const ZUpdatePartyRequest = z.object({ version: ZVersion, ...partyFields });

export const ZPartyCreditRequest = z.object({ version: ZVersion, ...creditFields }).superRefine(reasonWhenBlacklisted);

export const PARTY_SORT_FIELDS = ['code', 'nameEn', 'officeCode', 'creditLimit', 'updatedAt'] as const;
export const ZPartyListQuery = ZPageQuery.extend({
  /** Part of the code or of a name. */
  keyword: text(100).optional(),
  role: ZPartyRole.optional(),
  officeCode: text(10).optional(),
  blacklisted: queryFlag.optional(),
  sortField: z.enum(PARTY_SORT_FIELDS).optional(),
});

/** What a party picker shows of a match, and what a job needs to flag it (spec §6). */
export const ZPartyOption = ZPartyRow.pick({
  id: true,
  code: true,
  nameEn: true,
  nameCn: true,
  roles: true,
  blacklisted: true,
  blacklistReason: true,
  creditLimit: true,
  creditCurrency: true,
  creditDays: true,
});
export type TPartyOption = z.infer<typeof ZPartyOption>;

export const ZPartyLookupQuery = z.object({
  keyword: text(100).optional(),
  /** Parties playing this role come first, but every party matches: roles hint, never restrict (issue 16). */
  preferRole: ZPartyRole.optional(),
  /** The one party a picker holds by id (a screen opened from a link knows only the id). */
  id: ZIdParams.shape.id.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const path = '/sys/parties';
const records = recordRoutes({
  path,
  tag: 'parties',
  view: '/party/list',
  edit: '/party/edit',
  row: ZPartyRow,
  detail: ZParty,
  query: ZPartyListQuery,
  create: ZCreatePartyRequest,
  update: ZUpdatePartyRequest,
  plural: 'Customers and partners',
  singular: 'party',
  createRule: 'the code is unique; in one of the caller’s offices',
  deleteRule: 'unless a job or another record refers to it',
});
export const partyRoutes = {
  ...records,
  // Deleting a customer ends its credit history: finance's decision, as the credit itself.
  remove: { ...records.remove, access: needs('/party/credit') },
  credit: defineRoute({
    method: 'PUT',
    path: `${path}/:id/credit`,
    access: needs('/party/credit'),
    summary: 'Sets the credit terms and blacklist of a party of one of the caller’s offices',
    tag: 'parties',
    params: ZIdParams,
    body: ZPartyCreditRequest,
    response: ZParty,
  }),
  /** The party picker's remote search: best matches by code or name, the preferred role first, blacklisted ones flagged. */
  lookup: defineRoute({
    method: 'GET',
    path: `${path}/lookup`,
    access: needs('/party/list'),
    summary: 'Parties matching a code or name, for pickers, those with the preferred role first; at most 50',
    tag: 'parties',
    query: ZPartyLookupQuery,
    response: z.array(ZPartyOption),
  }),
  import: excelImportRoute({ path, tag: 'parties', edit: '/party/edit', template: 'parties', plural: 'parties' }),
};
