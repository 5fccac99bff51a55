import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { changeJobMode, createJob, deleteJob, getJob, updateJob } from './jobs';

/** The job card's general part, for ocean export and ocean import jobs alike (one service, two paths). */
export function registerJobRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { card: routes }) => {
    implement(app, routes.get, ({ params, req }) => getJob(ctx, jobType, params.id, actorOf(req)));
    implement(app, routes.create, ({ body, req }) => createJob(ctx, { jobType, input: body, actor: actorOf(req) }));
    implement(app, routes.update, ({ params, body, req }) =>
      updateJob(ctx, { jobType, id: params.id, input: body, actor: actorOf(req) }),
    );
    implement(app, routes.changeMode, ({ params, body, req }) =>
      changeJobMode(ctx, { jobType, id: params.id, input: body, actor: actorOf(req) }),
    );
    implement(app, routes.remove, async ({ params, query, req }) => {
      await deleteJob(ctx, { jobType, id: params.id, version: query.version, actor: actorOf(req) });
      return null;
    });
  });
}
