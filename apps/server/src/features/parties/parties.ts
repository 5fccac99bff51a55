import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type {
  TParty,
  TPartyOption,
  ZCreatePartyRequest,
  ZPartyListQuery,
  ZPartyLookupQuery,
  ZUpdatePartyRequest,
} from '@apex/shared/master';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { asDuplicate, whenReferenced } from '../../platform/db/pg-errors';
import { AppError, invalidField, notFound } from '../../platform/http/app-error';
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

type PartyInput = Omit<z.output<typeof ZCreatePartyRequest>, 'code'>;

const toPartyRow = (row: PartyRow) => ({
  ...row,
  roles: row.roles as TParty['roles'],
  updatedAt: row.updatedAt.toISOString(),
});

/** A party taken off the blacklist keeps no stale reason. */
function split({ addresses, contacts, ...party }: PartyInput) {
  return {
    party: { ...party, blacklistReason: party.blacklisted ? party.blacklistReason : '' },
    children: { addresses, contacts },
  };
}

/** The office and the countries must exist; answered on the field, as the form shows them. */
async function checkReferences(db: DbOrTx, input: PartyInput) {
  if (!(await officeExists(db, input.officeCode)))
    throw invalidField('body.officeCode', 'record.notFound', { entity: ENTITY_NAMES.office, key: input.officeCode });
  const codes = input.addresses.map((a) => a.countryCode);
  const [unknown] = await unknownCountries(db, [...new Set(codes)]);
  if (unknown)
    throw invalidField(`body.addresses[${codes.indexOf(unknown)}].countryCode`, 'record.notFound', {
      entity: ENTITY_NAMES.country,
      key: unknown,
    });
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
 * create route, the Excel import).
 */
export async function addParty(tx: Tx, input: z.output<typeof ZCreatePartyRequest>, actor: AuditActor) {
  const { code, ...rest } = input;
  await checkReferences(tx, rest);
  const { party, children } = split(rest);
  const id = await insertParty(tx, { ...party, code, createdBy: actor.account }).catch(
    asDuplicate(ENTITY_NAMES.party, code),
  );
  await replacePartyChildren(tx, id, children);
  await writeAudit(tx, actor, { action: 'party.created', entity: 'party', entityId: id, detail: { code, ...party } });
  return id;
}

export async function createParty(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreatePartyRequest>; actor: AuditActor },
): Promise<TParty> {
  const id = await ctx.db.transaction((tx) => addParty(tx, input, actor));
  return getParty(ctx, id);
}

/** The party and its addresses and contacts change together or not at all. */
export async function updateParty(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdatePartyRequest>; actor: AuditActor },
): Promise<TParty> {
  const before = await getParty(ctx, id);
  const { version, ...rest } = input;
  await checkReferences(ctx.db, rest);
  const { party, children } = split(rest);
  await ctx.db.transaction(async (tx) => {
    await updatePartyRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.party }, party);
    await replacePartyChildren(tx, id, children);
    await writeAudit(tx, actor, {
      action: 'party.updated',
      entity: 'party',
      entityId: id,
      detail: { code: before.code, changes: changedFields(before, { ...party, ...children }) },
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
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const party = await getParty(ctx, id);
  await ctx.db
    .transaction(async (tx) => {
      await deletePartyRow(tx, { id, version, entity: ENTITY_NAMES.party });
      await writeAudit(tx, actor, {
        action: 'party.deleted',
        entity: 'party',
        entityId: id,
        detail: { code: party.code },
      });
    })
    .catch(
      whenReferenced((table) => new AppError(409, 'party.referenced', { key: party.code, by: referrerName(table) })),
    );
}
