import { API } from '@apex/shared';
import { passwordChangeCode, safeRedirectUrl } from '@apex/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, writeAudit } from '../../platform/audit/audit-log';
import { findUserOffice, revokeSession, setSessionOffice } from '../../platform/auth/session-queries';
import { AppError } from '../../platform/http/app-error';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { loadCurrentUser } from './current-user';
import { changePassword } from './password-change';
import { signIn } from './sign-in';
import { SignInThrottled } from './sign-in-throttle';

function appOrigin(req: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${req.protocol}://${req.host}`;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.auth;

  implement(app, routes.login, async ({ body, req, reply, say }) => {
    const { token, reason } = await signIn(ctx, body, actorOf(req, null)).catch((error: unknown) => {
      if (error instanceof SignInThrottled) reply.header('retry-after', error.retryAfterSeconds);
      throw error;
    });
    if (reason) say(passwordChangeCode(reason), { days: ctx.config.passwordMaxAgeDays });
    return token;
  });

  implement(app, routes.currentUser, ({ auth, req }) => loadCurrentUser(ctx, auth, req.locale));

  implement(app, routes.validateToken, async ({ auth }) => ({
    account: auth.account,
    expiresAt: auth.expiresAt.toISOString(),
  }));

  implement(app, routes.logout, async ({ auth, req }) => {
    await ctx.db.transaction(async (tx) => {
      await revokeSession(tx, auth.sessionId);
      await writeAudit(tx, actorOf(req), {
        action: 'auth.signOut',
        entity: 'session',
        entityId: auth.sessionId,
        key: auth.account,
      });
    });
    return null;
  });

  implement(app, routes.changePassword, async ({ auth, body, req, say }) => {
    await changePassword(ctx, auth, body, actorOf(req));
    say('password.changed');
    return null;
  });

  implement(app, routes.changeOffice, async ({ auth, query, req }) => {
    const office = await findUserOffice(ctx.db, auth.userId, query.officeCode);
    if (!office) throw new AppError(403, 'auth.officeNotAllowed', { office: query.officeCode });
    await ctx.db.transaction(async (tx) => {
      await setSessionOffice(tx, auth.sessionId, office.id);
      await writeAudit(tx, actorOf(req), {
        action: 'auth.officeChanged',
        entity: 'session',
        entityId: auth.sessionId,
        key: auth.account,
        detail: { from: auth.officeCode, to: office.office_code },
      });
    });
    const url = safeRedirectUrl(query.url, appOrigin(req, ctx.config.publicOrigin), ctx.config.portalOrigins);
    return { officeCode: office.office_code, url };
  });
}
