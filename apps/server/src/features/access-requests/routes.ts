import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import {
  declineAccessRequest,
  findAccessRequests,
  findMyAccessRequest,
  grantAccessRequest,
  requestAccess,
} from './access-requests';

export function registerAccessRequestRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.accessRequests;
  implement(app, routes.mine, ({ query, auth, req }) =>
    findMyAccessRequest(ctx, { auth, permission: query.permission, locale: req.locale }),
  );
  implement(app, routes.create, ({ body, auth, req }) =>
    requestAccess(ctx, { auth, input: body, actor: actorOf(req), locale: req.locale }),
  );
  implement(app, routes.list, ({ query, req }) => findAccessRequests(ctx, query, req.locale));
  implement(app, routes.grant, ({ params, body, auth, req }) =>
    grantAccessRequest(ctx, { id: params.id, ...body, auth, actor: actorOf(req), locale: req.locale }),
  );
  implement(app, routes.decline, ({ params, body, auth, req }) =>
    declineAccessRequest(ctx, { id: params.id, ...body, auth, actor: actorOf(req), locale: req.locale }),
  );
}
