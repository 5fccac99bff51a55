import { ENTITY_NAMES, type TLocale, type TPage } from '@apex/shared';
import type { TAccessRequest, ZAccessRequestListQuery } from '@apex/shared/admin';
import { labelIn } from '@apex/shared/labels';
import { isPermission, PERMISSIONS, type TPermission } from '@apex/shared/permissions';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { type AuthContext, hasPermission } from '../../platform/auth/auth-context';
import { badRequest, invalidField, notFound, stale } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { notifyUsers } from '../notifications/notifications';
import { findUserById } from '../users/queries';
import { assertMayGrant, assertMayManage } from '../users/user-guards';
import {
  type AccessRequestRow,
  addUserRole,
  findAccessRequestById,
  findAccessRequestPage,
  findLatestAccessRequest,
  findRoleId,
  findRolesHolding,
  insertAccessRequest,
  lockAccessRequest,
  updateAccessRequest,
} from './queries';

type Row = NonNullable<AccessRequestRow>;

async function toAccessRequests(ctx: ServiceContext, rows: Row[], locale: TLocale): Promise<TAccessRequest[]> {
  const pending = rows.filter((row) => row.status === 'pending').map((row) => row.permission);
  const holding = await findRolesHolding(ctx.db, [...new Set(pending)]);
  return rows.map(({ userId: _userId, ...row }) => ({
    ...row,
    permissionLabel: isPermission(row.permission) ? labelIn(locale, PERMISSIONS[row.permission].label) : row.permission,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    grantableRoles: row.status === 'pending' ? (holding.get(row.permission) ?? []) : [],
  }));
}

async function toAccessRequest(ctx: ServiceContext, row: Row, locale: TLocale) {
  const [request] = await toAccessRequests(ctx, [row], locale);
  return request!;
}

/** The caller's latest request for `permission`: the screen that needs it shows whether one is open. */
export async function findMyAccessRequest(
  ctx: ServiceContext,
  { auth, permission, locale }: { auth: AuthContext; permission: string; locale: TLocale },
) {
  const row = await findLatestAccessRequest(ctx.db, auth.userId, permission);
  return row ? toAccessRequest(ctx, row, locale) : null;
}

/**
 * spec §6: asks for a permission the caller lacks. A second click while one is open answers the open
 * one instead of queueing another for the administrators.
 */
export async function requestAccess(
  ctx: ServiceContext,
  {
    auth,
    input,
    actor,
    locale,
  }: { auth: AuthContext; input: { permission: string; note: string }; actor: AuditActor; locale: TLocale },
) {
  const { permission, note } = input;
  if (!isPermission(permission)) throw invalidField('body.permission', 'permission.unknown', { code: permission });
  if (hasPermission(auth, permission)) throw badRequest('accessRequest.alreadyHeld');
  await ctx.db.transaction(async (tx) => {
    const id = await insertAccessRequest(tx, { userId: auth.userId, permission, note, by: auth.account });
    if (id === undefined) return;
    await writeAudit(tx, actor, {
      action: 'accessRequest.requested',
      entity: 'accessRequest',
      entityId: id,
      key: auth.account,
      detail: { account: auth.account, permission },
    });
  });
  return (await findMyAccessRequest(ctx, { auth, permission, locale }))!;
}

export async function findAccessRequests(
  ctx: ServiceContext,
  query: z.output<typeof ZAccessRequestListQuery>,
  locale: TLocale,
): Promise<TPage<TAccessRequest>> {
  const page = await findAccessRequestPage(ctx.db, query);
  return { rows: await toAccessRequests(ctx, page.rows, locale), total: page.total };
}

interface Decision {
  id: number;
  version: number;
  auth: AuthContext;
  actor: AuditActor;
  locale: TLocale;
}

/** The request locked at the version read, still open: 404, 409, or 400 when decided already. */
async function lockOpenRequest(tx: Tx, { id, version }: Decision) {
  const request = await lockAccessRequest(tx, id);
  if (!request) throw notFound('administration:entities.accessRequest', id);
  if (request.version !== version)
    throw stale(request.decidedBy || request.account, request.decidedAt ?? request.createdAt, request.version);
  if (request.status !== 'pending') throw badRequest('accessRequest.decided');
  return request;
}

/**
 * Grants a request by giving the user a role that holds the permission (roles, not single
 * permissions, are what users hold). The same rules as editing the user: whoever is no
 * administrator gives only roles whose permissions they hold.
 */
export async function grantAccessRequest(ctx: ServiceContext, decision: Decision & { roleCode: string }) {
  const { auth, roleCode } = decision;
  await ctx.db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, decision);
    const holding = await findRolesHolding(tx, [request.permission]);
    if (!holding.get(request.permission)?.some((role) => role.roleCode === roleCode))
      throw invalidField('body.roleCode', 'accessRequest.roleLacks', { role: roleCode, code: request.permission });
    const user = await findUserById(tx, request.userId);
    if (!user) throw notFound(ENTITY_NAMES.user, request.account);
    const roleCodesAfter = [...new Set([...user.roleCodes, roleCode])];
    assertMayManage(auth, user.roleCodes, roleCodesAfter);
    await assertMayGrant(tx, auth, { roleCodes: roleCodesAfter, officeCodes: user.officeCodes }, user);
    await addUserRole(tx, request.userId, (await findRoleId(tx, roleCode))!);
    await decide(tx, decision, request, { status: 'granted', decision: roleCode });
  });
  return toAccessRequest(ctx, (await findAccessRequestById(ctx.db, decision.id))!, decision.locale);
}

export async function declineAccessRequest(ctx: ServiceContext, decision: Decision & { reason: string }) {
  await ctx.db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, decision);
    await decide(tx, decision, request, { status: 'declined', decision: decision.reason });
  });
  return toAccessRequest(ctx, (await findAccessRequestById(ctx.db, decision.id))!, decision.locale);
}

async function decide(
  tx: Tx,
  { id, version, actor }: Decision,
  request: Row,
  outcome: { status: 'granted' | 'declined'; decision: string },
) {
  const by = actor.account;
  await updateAccessRequest(tx, { id, version, by }, { ...outcome, decidedBy: by, decidedAt: new Date() });
  await writeAudit(tx, actor, {
    action: `accessRequest.${outcome.status}`,
    entity: 'accessRequest',
    entityId: id,
    key: request.account,
    detail: { account: request.account, permission: request.permission as TPermission, ...outcome },
  });
  // The requester learns the answer in their notification centre, in their own language.
  const permissionLabel = isPermission(request.permission) ? PERMISSIONS[request.permission].label : request.permission;
  await notifyUsers(tx, [request.userId], {
    kind: 'ACCESS_REQUEST',
    ...(outcome.status === 'granted'
      ? { titleKey: 'accessGranted', params: { permissionLabel } }
      : { titleKey: 'accessDeclined', params: { permissionLabel, reason: outcome.decision } }),
  });
}
