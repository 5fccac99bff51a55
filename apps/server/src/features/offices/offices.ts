import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type {
  TCompany,
  TOffice,
  ZCreateOfficeRequest,
  ZOfficeListQuery,
  ZUpdateOfficeRequest,
} from '@apex/shared/admin';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { deleteUnlessInUse } from '../../platform/db/delete-unless-in-use';
import { asDuplicate } from '../../platform/db/pg-errors';
import { AppError, inUse, invalidField, notFound, unknownReference } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { enabledCurrencies } from '../currencies/queries';
import {
  countOfficeUsers,
  deleteOfficeRow,
  findCompanies,
  findCompanyId,
  findOfficeById,
  findOfficePage,
  insertOffice,
  type OfficeRow,
  officeHasChargeLines,
  updateOfficeRow,
} from './queries';

function toOffice(row: OfficeRow): TOffice {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export async function findOffices(
  { db }: ServiceContext,
  query: z.output<typeof ZOfficeListQuery>,
): Promise<TPage<TOffice>> {
  const page = await findOfficePage(db, query);
  return { rows: page.rows.map(toOffice), total: page.total };
}

export async function getOffice({ db }: ServiceContext, id: number): Promise<TOffice> {
  const row = await findOfficeById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.office, id);
  return toOffice(row);
}

/** Companies are a handful of rows (one per legal entity), so the picker gets them all. */
export function listCompanies({ db }: ServiceContext): Promise<TCompany[]> {
  return findCompanies(db);
}

/** issue 17: an office keeps its books in an enabled currency. */
async function checkLocalCurrency(db: DbOrTx, code: string) {
  if (!(await enabledCurrencies(db, [code])).has(code))
    throw invalidField('body.localCurrency', 'goods.currencyMissing', { value: code });
}

/** Creates an office with its audit row in the caller's transaction (the create route, the Excel import). */
export async function addOffice(tx: Tx, input: z.output<typeof ZCreateOfficeRequest>, actor: AuditActor) {
  const { companyCode, ...values } = input;
  const companyId = await findCompanyId(tx, companyCode);
  if (!companyId) throw unknownReference('body.companyCode', ENTITY_NAMES.company, companyCode);
  await checkLocalCurrency(tx, values.localCurrency);
  const id = await insertOffice(tx, { ...values, companyId, createdBy: actor.account }).catch(
    asDuplicate(ENTITY_NAMES.office, input.officeCode),
  );
  await writeAudit(tx, actor, {
    action: 'office.created',
    entity: 'office',
    entityId: id,
    key: input.officeCode,
    detail: input,
  });
  return id;
}

export async function createOffice(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateOfficeRequest>; actor: AuditActor },
): Promise<TOffice> {
  const id = await ctx.db.transaction((tx) => addOffice(tx, input, actor));
  return getOffice(ctx, id);
}

export async function updateOffice(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateOfficeRequest>; actor: AuditActor },
): Promise<TOffice> {
  const before = await getOffice(ctx, id);
  const { version, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    if (values.localCurrency !== before.localCurrency) {
      await checkLocalCurrency(tx, values.localCurrency);
      // The lines' local amounts and the jobs' profit are in the currency they were saved in.
      if (await officeHasChargeLines(tx, before.officeCode))
        throw new AppError(409, 'office.localCurrencyLocked', { currency: before.localCurrency });
    }
    await updateOfficeRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.office }, values);
    await writeAudit(tx, actor, {
      action: 'office.updated',
      entity: 'office',
      entityId: id,
      key: before.officeCode,
      detail: { officeCode: before.officeCode, changes: changedFields(before, values) },
    });
  });
  return getOffice(ctx, id);
}

/** An office users still belong to stays: their sign-in and sessions point at it. */
export async function deleteOffice(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const office = await getOffice(ctx, id);
  await deleteUnlessInUse(ctx.db, {
    countReferences: (db) => countOfficeUsers(db, id),
    inUse: (count) => inUse(ENTITY_NAMES.office, office.officeCode, count, ENTITY_NAMES.users),
    remove: async (tx) => {
      await deleteOfficeRow(tx, { id, version, entity: ENTITY_NAMES.office });
      await writeAudit(tx, actor, {
        action: 'office.deleted',
        entity: 'office',
        entityId: id,
        key: office.officeCode,
        detail: { officeCode: office.officeCode },
      });
    },
  });
}
