import type { PARTY_SORT_FIELDS, TPartyAddress, TPartyContact, TPartyRole } from '@apex/shared/master';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, offices, parties, partyAddresses, partyContacts, partySearchText } from '../../db/schema';
import { escapeLike, findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type PartySortField = (typeof PARTY_SORT_FIELDS)[number];

const partyColumns = {
  id: parties.id,
  code: parties.code,
  nameEn: parties.nameEn,
  nameCn: parties.nameCn,
  roles: parties.roles,
  officeCode: parties.officeCode,
  taxId: parties.taxId,
  creditLimit: parties.creditLimit,
  creditCurrency: parties.creditCurrency,
  creditDays: parties.creditDays,
  demurrageFreeDays: parties.demurrageFreeDays,
  demurrageDailyRate: parties.demurrageDailyRate,
  detentionFreeDays: parties.detentionFreeDays,
  detentionDailyRate: parties.detentionDailyRate,
  freeTimeCurrency: parties.freeTimeCurrency,
  blacklisted: parties.blacklisted,
  blacklistReason: parties.blacklistReason,
  version: parties.version,
  updatedAt: parties.updatedAt,
  updatedBy: parties.updatedBy,
};

export type PartyRow = NonNullable<Awaited<ReturnType<typeof findPartyById>>>;

const SORT: ListSort<PartySortField> = {
  columns: {
    code: parties.code,
    nameEn: parties.nameEn,
    officeCode: parties.officeCode,
    creditLimit: parties.creditLimit,
    updatedAt: parties.updatedAt,
  },
  fallback: 'code',
  id: parties.id,
};

interface PartyFilter {
  keyword?: string;
  role?: TPartyRole;
  officeCode?: string;
  blacklisted?: boolean;
}

/** Every filter is served by an index: trigram on code and names, GIN on roles, b-tree on office. */
const partyWhere = (q: PartyFilter) =>
  and(
    keywordFilter(partySearchText(parties), q.keyword),
    q.role ? arrayContains(parties.roles, [q.role]) : undefined,
    q.officeCode ? eq(parties.officeCode, q.officeCode.toUpperCase()) : undefined,
    q.blacklisted === undefined ? undefined : eq(parties.blacklisted, q.blacklisted),
  );

export function findPartyPage(db: DbOrTx, q: PageQuery<PartySortField> & PartyFilter) {
  const where = partyWhere(q);
  const matches = db.select({ count: count() }).from(parties).where(where);
  return findPage(db.select(partyColumns).from(parties).where(where).$dynamic(), matches, q, SORT);
}

/**
 * A picker's matches: parties with the preferred role first (a role is what a party usually plays,
 * not all it may play: a Shanghai customer is the consignee of its imports), then codes starting
 * with the keyword, then the rest by code.
 */
export function lookupParties(
  db: DbOrTx,
  q: { keyword?: string; preferRole?: TPartyRole; id?: number; limit: number },
) {
  const byRole = q.preferRole ? [desc(arrayContains(parties.roles, [q.preferRole]))] : [];
  const byPrefix = q.keyword ? [desc(ilike(parties.code, `${escapeLike(q.keyword)}%`))] : [];
  return db
    .select({
      id: parties.id,
      code: parties.code,
      nameEn: parties.nameEn,
      nameCn: parties.nameCn,
      roles: parties.roles,
      blacklisted: parties.blacklisted,
      blacklistReason: parties.blacklistReason,
      creditLimit: parties.creditLimit,
      creditCurrency: parties.creditCurrency,
      creditDays: parties.creditDays,
    })
    .from(parties)
    .where(and(keywordFilter(partySearchText(parties), q.keyword), q.id ? eq(parties.id, q.id) : undefined))
    .orderBy(...byRole, ...byPrefix, asc(parties.code))
    .limit(q.limit);
}

export async function findPartyById(db: DbOrTx, id: number) {
  const [row] = await db.select(partyColumns).from(parties).where(eq(parties.id, id));
  return row;
}

export async function findPartyChildren(db: DbOrTx, partyId: number) {
  const [addresses, contacts] = await Promise.all([
    db
      .select({
        address1: partyAddresses.address1,
        address2: partyAddresses.address2,
        city: partyAddresses.city,
        state: partyAddresses.state,
        countryCode: partyAddresses.countryCode,
        postalCode: partyAddresses.postalCode,
        longitude: partyAddresses.longitude,
        latitude: partyAddresses.latitude,
        attributes: partyAddresses.attributes,
      })
      .from(partyAddresses)
      .where(eq(partyAddresses.partyId, partyId))
      .orderBy(partyAddresses.sort),
    db
      .select({
        name: partyContacts.name,
        title: partyContacts.title,
        phone: partyContacts.phone,
        email: partyContacts.email,
        fax: partyContacts.fax,
      })
      .from(partyContacts)
      .where(eq(partyContacts.partyId, partyId))
      .orderBy(partyContacts.sort),
  ]);
  return { addresses, contacts };
}

export interface PartyValues {
  nameEn: string;
  nameCn: string;
  roles: TPartyRole[];
  officeCode: string;
  taxId: string;
  creditLimit: string | null;
  creditCurrency: string;
  creditDays: number;
  /** Issue 20's free time: none agreed when left out. */
  demurrageFreeDays?: number | null;
  demurrageDailyRate?: string | null;
  detentionFreeDays?: number | null;
  detentionDailyRate?: string | null;
  freeTimeCurrency?: string;
  blacklisted: boolean;
  blacklistReason: string;
}

export async function insertParty(db: DbOrTx, values: PartyValues & { code: string; createdBy: string }) {
  const [row] = await db
    .insert(parties)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: parties.id });
  return row!.id;
}

/** A save sends the whole lists: the old rows go and the new ones come, in the save's transaction. */
export async function replacePartyChildren(
  db: DbOrTx,
  partyId: number,
  { addresses, contacts }: { addresses: TPartyAddress[]; contacts: TPartyContact[] },
) {
  await db.delete(partyAddresses).where(eq(partyAddresses.partyId, partyId));
  await db.delete(partyContacts).where(eq(partyContacts.partyId, partyId));
  if (addresses.length > 0)
    await db.insert(partyAddresses).values(addresses.map((a, sort) => ({ ...a, partyId, sort })));
  if (contacts.length > 0) await db.insert(partyContacts).values(contacts.map((c, sort) => ({ ...c, partyId, sort })));
}

/** Either the party's own fields or its credit fields: each has its own save (ZUpdatePartyRequest, ZPartyCreditRequest). */
export const updatePartyRow = (db: DbOrTx, target: VersionedTarget, values: Partial<PartyValues>) =>
  updateVersioned(db, parties, target, values);

export const deletePartyRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) => deleteVersioned(db, parties, target);

export async function officeExists(db: DbOrTx, officeCode: string) {
  const [row] = await db.select({ code: offices.officeCode }).from(offices).where(eq(offices.officeCode, officeCode));
  return row !== undefined;
}

/** The country codes of `codes` the countries table does not know. */
export async function unknownCountries(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  const known = await db
    .select({ code: countries.countryCode })
    .from(countries)
    .where(inArray(countries.countryCode, codes));
  return codes.filter((c) => !known.some((k) => k.code === c));
}
