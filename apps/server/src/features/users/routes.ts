import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { lockUser, resetUserPassword, unlockUser } from './user-credentials';
import { createUser, findUsers, getUser, updateUser } from './users';

export function registerUserRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.users;
  implement(app, routes.list, ({ query }) => findUsers(ctx, query));
  implement(app, routes.get, ({ params }) => getUser(ctx, params.id));
  implement(app, routes.create, ({ body, auth, req }) => createUser(ctx, { input: body, auth, actor: actorOf(req) }));
  implement(app, routes.update, ({ params, body, auth, req }) =>
    updateUser(ctx, { id: params.id, input: body, auth, actor: actorOf(req) }),
  );
  implement(app, routes.lock, async ({ params, body, auth, req, say }) => {
    const user = await lockUser(ctx, { id: params.id, ...body, grantor: auth, actor: actorOf(req) });
    say('user.locked', { account: user.account });
    return user;
  });
  implement(app, routes.unlock, async ({ params, body, auth, req, say }) => {
    const user = await unlockUser(ctx, { id: params.id, ...body, grantor: auth, actor: actorOf(req) });
    say('user.unlocked');
    return user;
  });
  implement(app, routes.resetPassword, async ({ params, body, auth, req, say }) => {
    const { id } = params;
    const user = await resetUserPassword(ctx, { id, ...body, grantor: auth, actor: actorOf(req) });
    say('user.passwordReset', { account: user.account });
    return user;
  });
}
