import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type { TSiteSetting, ZCreateSiteRequest, ZSiteListQuery, ZUpdateSiteRequest } from '@apex/shared/home';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { AppError, notFound } from '../../platform/http/app-error';
import type { UploadedFile } from '../../platform/http/upload';
import type { ServiceContext } from '../../platform/service-context';
import { deleteStoredFiles } from '../files/queries';
import { storeFile } from '../files/storage';
import { deleteSiteRow, findSiteById, findSitePage, insertSite, type SiteRow, updateSiteRow } from './site-queries';

const ENTITY = ENTITY_NAMES.shipCompanySite;

const toSite = (row: SiteRow): TSiteSetting => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findSites(
  { db }: ServiceContext,
  query: z.output<typeof ZSiteListQuery>,
): Promise<TPage<TSiteSetting>> {
  const page = await findSitePage(db, query);
  return { rows: page.rows.map(toSite), total: page.total };
}

export async function getSite({ db }: ServiceContext, id: number): Promise<TSiteSetting> {
  const row = await findSiteById(db, id);
  if (!row) throw notFound(ENTITY, id);
  return toSite(row);
}

export async function createSite(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateSiteRequest>; actor: AuditActor },
): Promise<TSiteSetting> {
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertSite(tx, { ...input, createdBy: actor.account });
    await writeAudit(tx, actor, {
      action: 'homeSite.created',
      entity: 'homeSite',
      entityId: id,
      key: input.name,
      detail: input,
    });
    return id;
  });
  return getSite(ctx, id);
}

export async function updateSite(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateSiteRequest>; actor: AuditActor },
): Promise<TSiteSetting> {
  const before = await getSite(ctx, id);
  const { version, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    await updateSiteRow(tx, { id, version, by: actor.account, entity: ENTITY }, values);
    await writeAudit(tx, actor, {
      action: 'homeSite.updated',
      entity: 'homeSite',
      entityId: id,
      key: before.name,
      detail: { name: before.name, changes: changedFields(before, values) },
    });
  });
  return getSite(ctx, id);
}

/** The logo is stored in the same transaction as the entry that names it: a failed save keeps no file. */
export async function replaceSiteLogo(
  ctx: ServiceContext,
  { id, version, file, actor }: { id: number; version: number; file: UploadedFile; actor: AuditActor },
): Promise<TSiteSetting> {
  const before = await getSite(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const logoKey = await storeFile(tx, { ...file, createdBy: actor.account });
    await updateSiteRow(tx, { id, version, by: actor.account, entity: ENTITY }, { logoKey });
    // The replaced logo is named by nothing any more.
    if (before.logoKey) await deleteStoredFiles(tx, [before.logoKey]);
    await writeAudit(tx, actor, {
      action: 'homeSite.logoReplaced',
      entity: 'homeSite',
      entityId: id,
      key: before.name,
      detail: { name: before.name, fileName: file.fileName, logoKey },
    });
  });
  return getSite(ctx, id);
}

/** spec §4: ship-company entries must be disabled before deletion. */
export async function deleteSite(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const site = await getSite(ctx, id);
  if (site.enabled) throw new AppError(409, 'homeSite.disableFirst', { name: site.name });
  await ctx.db.transaction(async (tx) => {
    await deleteSiteRow(tx, { id, version, entity: ENTITY });
    if (site.logoKey) await deleteStoredFiles(tx, [site.logoKey]);
    await writeAudit(tx, actor, {
      action: 'homeSite.deleted',
      entity: 'homeSite',
      entityId: id,
      key: site.name,
      detail: { name: site.name },
    });
  });
}
