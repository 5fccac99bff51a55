import { API } from '@apex/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import type { AuthContext } from '../../platform/auth/auth-context';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { exportTasks } from './task-export';
import { createTask, deleteTask, findTasks, getTask, setTaskStatus, updateTask } from './tasks';

/** The caller, whose tasks these routes work on. */
const ownerOf = (req: FastifyRequest, auth: AuthContext) => ({ ...actorOf(req, auth), userId: auth.userId });

/** The signed-in user's to-do list (/tasks/index); nobody sees another's tasks, administrators included. */
export function registerTaskRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.tasks;
  implement(app, routes.list, ({ query, req, auth }) => findTasks(ctx, { owner: ownerOf(req, auth), query }));
  implement(app, routes.export, async ({ query, req, reply, auth }) =>
    sendFile(reply, exportTasks(ctx, { ...query, ownerId: auth.userId }, readerOf(req))),
  );
  implement(app, routes.get, ({ params, req, auth }) => getTask(ctx, { owner: ownerOf(req, auth), id: params.id }));
  implement(app, routes.create, ({ body, req, auth }) => createTask(ctx, { owner: ownerOf(req, auth), input: body }));
  implement(app, routes.update, ({ params, body, req, auth }) =>
    updateTask(ctx, { owner: ownerOf(req, auth), id: params.id, input: body }),
  );
  implement(app, routes.setStatus, ({ params, body, req, auth }) =>
    setTaskStatus(ctx, { owner: ownerOf(req, auth), id: params.id, ...body }),
  );
  implement(app, routes.remove, async ({ params, query, req, auth }) => {
    await deleteTask(ctx, { owner: ownerOf(req, auth), id: params.id, version: query.version });
    return null;
  });
}
