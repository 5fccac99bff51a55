import { ENTITY_NAMES, type TPage } from '@apex/shared';
import {
  PARTY_CREDIT_DEFAULTS,
  PARTY_CREDIT_FIELDS,
  type TParty,
  type TPartyOption,
  type ZCreatePartyRequest,
  type ZPartyCreditRequest,
  type ZPartyListQuery,
  type ZPartyLookupQuery,
  type ZUpdatePartyRequest,
} from '@apex/shared/master';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { type Caller, checkOwnOffice } from '../../platform/auth/caller';
import { asDuplicate, whenReferenced } from '../../platform/db/pg-errors';
import { AppError, forbidden, forbiddenField, notFound, unknownReference } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { referrerName } from './party-referrers';
import {
  deletePartyRow,
  findPartyById,
  findPartyChildren,
  findPartyPage,
  insertParty,
  lookupParties,
  officeExists,
  type PartyRow,
  replacePartyChildren,
  unknownCountries,
  updatePartyRow,
} from './queries';

type PartyInput = Omit<z.output<typeof ZUpdatePartyRequest>, 'version'>;
type PartyCredit = Omit<z.output<typeof ZPartyCreditRequest>, 'version'>;

const toPartyRow = (row: PartyRow) => ({
  ...row,
  roles: row.roles as TParty['roles'],
  updatedAt: row.updatedAt.toISOString(),
});

/** A party taken off the blacklist keeps no stale reason. */
const credit = (input: PartyCredit): PartyCredit => ({
  ...input,
  blacklistReason: input.blacklisted ? input.blacklistReason : '',
});

/** The office and the countries must exist; answered on the field, as the form shows them. */
async function checkReferences(db: DbOrTx, input: Pick<PartyInput, 'officeCode' | 'addresses'>) {
  if (!(await officeExists(db, input.officeCode)))
    throw unknownReference('body.officeCode', ENTITY_NAMES.office, input.officeCode);
  const codes = input.addresses.map((a) => a.countryCode);
  const [unknown] = await unknownCountries(db, [...new Set(codes)]);
  if (unknown)
    throw unknownReference(`body.addresses[${codes.indexOf(unknown)}].countryCode`, ENTITY_NAMES.country, unknown);
}

/** Everyone picks any party; only its office's staff change it (docs/decisions.md, "Office scoping of master data"). */
function checkPartyOfCaller(party: Pick<TParty, 'code' | 'officeCode'>, caller: Caller) {
  if (!caller.offices.has(party.officeCode))
    throw forbidden('party.otherOffice', { key: party.code, office: party.officeCode });
}

/** Credit terms and the blacklist away from `before` need `/party/credit`; named by the first field changed. */
function checkCreditChange(caller: Caller, before: PartyCredit, after: PartyCredit) {
  if (caller.holds('/party/credit')) return;
  const changed = PARTY_CREDIT_FIELDS.find((field) => before[field] !== after[field]);
  if (changed) throw forbiddenField(`body.${changed}`, 'party.creditNotPermitted');
}

export async function findParties(
  { db }: ServiceContext,
  query: z.output<typeof ZPartyListQuery>,
): Promise<TPage<ReturnType<typeof toPartyRow>>> {
  const page = await findPartyPage(db, query);
  return { rows: page.rows.map(toPartyRow), total: page.total };
}

export async function findPartyOptions(
  { db }: ServiceContext,
  query: z.output<typeof ZPartyLookupQuery>,
): Promise<TPartyOption[]> {
  const rows = await lookupParties(db, query);
  return rows.map((row) => ({ ...row, roles: row.roles as TPartyOption['roles'] }));
}

export async function getParty({ db }: ServiceContext, id: number): Promise<TParty> {
  const row = await findPartyById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.party, id);
  return { ...toPartyRow(row), ...(await findPartyChildren(db, id)) };
}

/**
 * Creates a party with its addresses, contacts and audit row in the caller's transaction (the
 * create route, the Excel import): in one of the caller's offices, with credit terms only from
 * those who set credit.
 */
export async function addParty(tx: Tx, input: z.output<typeof ZCreatePartyRequest>, caller: Caller) {
  const { code, addresses, contacts, ...fields } = input;
  checkOwnOffice(caller, fields.officeCode, 'body.officeCode');
  checkCreditChange(caller, PARTY_CREDIT_DEFAULTS, fields);
  await checkReferences(tx, { officeCode: fields.officeCode, addresses });
  const party = { ...fields, ...credit(fields) };
  const id = await insertParty(tx, { ...party, code, createdBy: caller.account }).catch(
    asDuplicate(ENTITY_NAMES.party, code),
  );
  await replacePartyChildren(tx, id, { addresses, contacts });
  await writeAudit(tx, caller, {
    action: 'party.created',
    entity: 'party',
    entityId: id,
    key: code,
    detail: { code, ...party },
  });
  return id;
}

export async function createParty(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreatePartyRequest>; actor: Caller },
): Promise<TParty> {
  const id = await ctx.db.transaction((tx) => addParty(tx, input, actor));
  return getParty(ctx, id);
}

/**
 * The party and its addresses and contacts change together or not at all, by its office's staff;
 * moving it to another office needs a place in that office too.
 */
export async function updateParty(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdatePartyRequest>; actor: Caller },
): Promise<TParty> {
  const before = await getParty(ctx, id);
  checkPartyOfCaller(before, actor);
  const { version, addresses, contacts, ...party } = input;
  if (party.officeCode !== before.officeCode) checkOwnOffice(actor, party.officeCode, 'body.officeCode');
  await checkReferences(ctx.db, input);
  await ctx.db.transaction(async (tx) => {
    await updatePartyRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.party }, party);
    await replacePartyChildren(tx, id, { addresses, contacts });
    await writeAudit(tx, actor, {
      action: 'party.updated',
      entity: 'party',
      entityId: id,
      key: before.code,
      detail: { code: before.code, changes: changedFields(before, { ...party, addresses, contacts }) },
    });
  });
  return getParty(ctx, id);
}

/** Finance sets a party's credit terms and blacklist (spec §6: blacklisted or over-credit customers are flagged). */
export async function setPartyCredit(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZPartyCreditRequest>; actor: Caller },
): Promise<TParty> {
  const before = await getParty(ctx, id);
  checkPartyOfCaller(before, actor);
  const { version, ...fields } = input;
  const values = credit(fields);
  await ctx.db.transaction(async (tx) => {
    await updatePartyRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.party }, values);
    await writeAudit(tx, actor, {
      action: 'party.creditChanged',
      entity: 'party',
      entityId: id,
      key: before.code,
      detail: { code: before.code, changes: changedFields(before, values) },
    });
  });
  return getParty(ctx, id);
}

/**
 * Tables that refer to a party (jobs, from their issue on) do so by foreign key, so the database
 * itself refuses to delete a party in use, however the reference was made; the refusal is told as
 * a 409 naming the party and what uses it. Its addresses and contacts go with it.
 */
export async function deleteParty(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: Caller },
): Promise<void> {
  const party = await getParty(ctx, id);
  checkPartyOfCaller(party, actor);
  await ctx.db
    .transaction(async (tx) => {
      await deletePartyRow(tx, { id, version, entity: ENTITY_NAMES.party });
      await writeAudit(tx, actor, {
        action: 'party.deleted',
        entity: 'party',
        entityId: id,
        key: party.code,
        detail: { code: party.code },
      });
    })
    .catch(
      whenReferenced((table) => new AppError(409, 'party.referenced', { key: party.code, by: referrerName(table) })),
    );
}
