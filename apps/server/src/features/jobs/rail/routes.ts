import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { createRailEntrust, deleteRailEntrust, getJobRail, updateRailEntrust } from './rail-entrusts';
import { moveRailStatus } from './rail-status';

/** A job's train tab (spec §2.8, §3 Rail entrust): its entrusts to railways and their entrustment status. */
export function registerRailRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { rail: routes }) => {
    const job = (id: number, req: Parameters<typeof actorOf>[0]) => ({ jobType, id, actor: actorOf(req) });
    implement(app, routes.get, ({ params, req }) => getJobRail(ctx, job(params.id, req)));
    implement(app, routes.create, async ({ params, body, req, say }) => {
      const entrust = await createRailEntrust(ctx, { ...job(params.id, req), input: body });
      say('rail.saved', { no: entrust.entrustNo });
      return entrust;
    });
    implement(app, routes.update, async ({ params, body, req, say }) => {
      const entrust = await updateRailEntrust(ctx, {
        ...job(params.id, req),
        entrustId: params.entrustId,
        input: body,
      });
      say('rail.saved', { no: entrust.entrustNo });
      return entrust;
    });
    implement(app, routes.status, ({ params, body, req }) =>
      moveRailStatus(ctx, { ...job(params.id, req), entrustId: params.entrustId, input: body }),
    );
    implement(app, routes.remove, async ({ params, query, req }) => {
      await deleteRailEntrust(ctx, { ...job(params.id, req), entrustId: params.entrustId, version: query.version });
      return null;
    });
  });
}
