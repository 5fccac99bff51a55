import { z } from 'zod';
import { code, requiredText, text, ZIdParams, ZPage, ZPageQuery, ZVersion } from '../api/paging';
import { defineRoute, needs, SIGNED_IN } from '../api/route';

/**
 * spec §6: a user who lacks a permission (online tracking's view, first) asks an administrator for
 * it from the screen that needs it; the administrator grants it by giving a role that holds it, or
 * declines with a reason. One open request per user and permission.
 */
export const ACCESS_REQUEST_STATUSES = ['pending', 'granted', 'declined'] as const;
export type TAccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

const ZAccessRequestRole = z.object({
  roleCode: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  nameHk: z.string(),
});

export const ZAccessRequest = z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  permission: z.string(),
  /** The permission's label in the caller's language. */
  permissionLabel: z.string(),
  note: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  /** The role given on a grant, the reason of a decline. */
  decision: z.string(),
  decidedBy: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Roles that hold the permission: what a grant may give (pending requests only). */
  grantableRoles: z.array(ZAccessRequestRole),
  version: z.number().int(),
});
export type TAccessRequest = z.infer<typeof ZAccessRequest>;

export const ZCreateAccessRequest = z.object({
  permission: requiredText(100),
  note: text(500).default(''),
});

export const ZMyAccessRequestQuery = z.object({ permission: requiredText(100) });

export const ZAccessRequestListQuery = ZPageQuery.extend({
  status: z.enum(ACCESS_REQUEST_STATUSES).optional(),
  keyword: text(100).optional(),
});

export const ZGrantAccessRequest = z.object({ version: ZVersion, roleCode: code(40) });
export const ZDeclineAccessRequest = z.object({ version: ZVersion, reason: requiredText(300) });

const tag = 'access requests';
export const accessRequestRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/access-requests/mine',
    access: SIGNED_IN,
    summary: 'The caller’s latest request for a permission, if any',
    tag,
    query: ZMyAccessRequestQuery,
    response: ZAccessRequest.nullable(),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/access-requests',
    access: SIGNED_IN,
    summary: 'Asks the administrators for a permission the caller lacks (an open request is answered as it is)',
    tag,
    body: ZCreateAccessRequest,
    response: ZAccessRequest,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/sys/access-requests',
    access: needs('/sysUser/list'),
    summary: 'Requests for permissions, open first, newest first',
    tag,
    query: ZAccessRequestListQuery,
    response: ZPage(ZAccessRequest),
  }),
  grant: defineRoute({
    method: 'POST',
    path: '/sys/access-requests/:id/grant',
    access: needs('/sysUser/edit'),
    summary: 'Grants a request by giving the user a role that holds the permission',
    tag,
    params: ZIdParams,
    body: ZGrantAccessRequest,
    response: ZAccessRequest,
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/sys/access-requests/:id/decline',
    access: needs('/sysUser/edit'),
    summary: 'Declines a request with a reason',
    tag,
    params: ZIdParams,
    body: ZDeclineAccessRequest,
    response: ZAccessRequest,
  }),
};
