import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { createRole, deleteRole, findRoles, getRole, listMenus, listPermissions, updateRole } from './roles';

export function registerRoleRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.roles;
  implement(app, routes.list, ({ query }) => findRoles(ctx, query));
  implement(app, routes.get, ({ params }) => getRole(ctx, params.id));
  implement(app, routes.create, ({ body, auth, req }) => createRole(ctx, { input: body, auth, actor: actorOf(req) }));
  implement(app, routes.update, ({ params, body, auth, req }) =>
    updateRole(ctx, { id: params.id, input: body, auth, actor: actorOf(req) }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deleteRole(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implement(app, routes.permissions, async ({ req }) => listPermissions(req.locale));
  implement(app, routes.menus, ({ req }) => listMenus(ctx, req.locale));
}
