import { z } from 'zod';
import { defineRoute, PUBLIC, SIGNED_IN } from '../api/route';
import { CURRENT_USER_PATH } from './redirect';
import {
  ZChangeOfficeQuery,
  ZChangeOfficeResult,
  ZChangePasswordRequest,
  ZCurrentUser,
  ZCurrentUserQuery,
  ZLoginRequest,
  ZTokenInfo,
  ZTokenQuery,
} from './schemas';

const tag = 'auth';

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth/WHSSOLogin',
    access: PUBLIC,
    summary: 'Sign in; data is the session token',
    tag,
    body: ZLoginRequest,
    response: z.string(),
    rateLimitPerMinute: 30,
  }),
  currentUser: defineRoute({
    method: 'GET',
    path: CURRENT_USER_PATH,
    access: SIGNED_IN,
    summary: 'The signed-in user with menu and permission lists',
    tag,
    query: ZCurrentUserQuery,
    response: ZCurrentUser,
    tokenInQuery: true,
    duringPasswordChange: true,
  }),
  validateToken: defineRoute({
    method: 'GET',
    path: '/auth/validateToken',
    access: SIGNED_IN,
    summary: 'Checks that the token is still valid',
    tag,
    query: ZTokenQuery,
    response: ZTokenInfo,
    tokenInQuery: true,
    duringPasswordChange: true,
  }),
  logout: defineRoute({
    method: 'GET',
    path: '/auth/logout',
    access: SIGNED_IN,
    summary: 'Revokes the session on the server',
    tag,
    query: ZTokenQuery,
    response: z.null(),
    tokenInQuery: true,
    duringPasswordChange: true,
    changesSession: true,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/auth/changePassword',
    access: SIGNED_IN,
    summary: 'Changes the signed-in user’s password (spec §5 policy)',
    tag,
    body: ZChangePasswordRequest,
    response: z.null(),
    duringPasswordChange: true,
    rateLimitPerMinute: 30,
  }),
  changeOffice: defineRoute({
    method: 'GET',
    path: '/auth/ChangeSystemOffice',
    access: SIGNED_IN,
    summary: 'Switches the session to another office of the user',
    tag,
    query: ZChangeOfficeQuery,
    response: ZChangeOfficeResult,
    tokenInQuery: true,
    changesSession: true,
  }),
};
