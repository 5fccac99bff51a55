import { HEADERS } from '@apex/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { type AuthContext, hasPermission } from '../auth/auth-context';
import { SessionCache } from '../auth/session-cache';
import { findUserOffice } from '../auth/session-queries';
import { resolveToken } from '../auth/sessions';
import { hashToken, tokenFromHeader } from '../auth/tokens';
import { AppError } from './app-error';
import { requestLocale } from './locale';

function requestToken(req: FastifyRequest): string | undefined {
  const fromHeader = tokenFromHeader(req.headers[HEADERS.authorization]);
  if (fromHeader) return fromHeader;
  const query = req.query as Record<string, unknown> | undefined;
  const q = query?.token;
  return req.routeOptions.config.contract?.tokenInQuery && typeof q === 'string' && q ? q : undefined;
}

/** spec §7 headers: an office the user belongs to, and the user's own database code. */
async function applyContextHeaders(db: Db, req: FastifyRequest, auth: AuthContext): Promise<AuthContext> {
  const dbCode = req.headers[HEADERS.dbCode];
  if (typeof dbCode === 'string' && dbCode && dbCode !== auth.dbCode)
    throw new AppError(403, 'auth.dbCodeMismatch', { dbCode: dbCode.slice(0, 40) });
  const office = req.headers[HEADERS.officeCode];
  if (typeof office !== 'string' || !office || office.toUpperCase() === auth.officeCode) return auth;
  const found = await findUserOffice(db, auth.userId, office.slice(0, 20));
  if (!found) throw new AppError(403, 'auth.officeNotAllowed', { office: office.slice(0, 20) });
  return { ...auth, officeId: found.id, officeCode: found.office_code };
}

/** Methods of calls that change nothing (but the GETs whose contract says they change the session). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Runs before body parsing and validation on every route: resolves the session and enforces the
 * route's declared access, so no handler can forget it.
 */
export function registerAccessHook(app: FastifyInstance, db: Db, config: AppConfig) {
  const sessions = new SessionCache(config.sessionCacheMs);
  // Hashed once: the hash is both the cache's key and what the sessions table stores.
  const resolve = (token: string) => {
    const tokenHash = hashToken(token);
    return sessions.resolve(Buffer.from(tokenHash).toString('base64'), () => resolveToken(db, config, tokenHash));
  };
  app.decorateRequest('auth', null);
  app.decorateRequest('locale', 'en_US');
  // Before the answer leaves: the caller's next call already sees what this one changed.
  app.addHook('onSend', async (req) => {
    if (!READS.has(req.method) || req.routeOptions.config.contract?.changesSession) sessions.clear();
  });
  app.addHook('onRequest', async (req) => {
    req.locale = requestLocale(req);
    const contract = req.routeOptions.config.contract;
    if (!contract) return;
    const token = requestToken(req);
    const auth = token ? await resolve(token) : null;
    if (contract.access.kind === 'public') {
      req.auth = auth;
      return;
    }
    if (!auth) throw new AppError(401, 'auth.notLoggedIn');
    if (auth.passwordChangeReason && !contract.duringPasswordChange)
      throw new AppError(403, 'auth.passwordChange.required');
    const scoped = await applyContextHeaders(db, req, auth);
    const access = contract.access;
    const missing =
      access.kind !== 'permission'
        ? undefined
        : [access.permission, access.also].find((p) => p !== undefined && !hasPermission(scoped, p));
    if (missing) {
      req.log.info({ account: scoped.account, permission: missing }, 'permission denied');
      throw new AppError(403, 'auth.forbidden');
    }
    req.auth = scoped;
  });
}
