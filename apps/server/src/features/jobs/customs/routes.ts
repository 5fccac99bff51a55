import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { createEntrustment, deleteEntrustment, getJobCustoms, updateEntrustment } from './customs-entrustments';

/** A job's customs tab (spec §2.8, §3 Customs): its entrustments, which keep the job's customs dates. */
export function registerCustomsRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { customs: routes }) => {
    const job = (id: number, req: Parameters<typeof actorOf>[0]) => ({ jobType, id, actor: actorOf(req) });
    implement(app, routes.get, ({ params, req }) => getJobCustoms(ctx, job(params.id, req)));
    implement(app, routes.create, async ({ params, body, req, say }) => {
      const entrustment = await createEntrustment(ctx, { ...job(params.id, req), input: body });
      say('customs.saved', { no: entrustment.entrustmentNo });
      return entrustment;
    });
    implement(app, routes.update, async ({ params, body, req, say }) => {
      const entrustment = await updateEntrustment(ctx, {
        ...job(params.id, req),
        entrustmentId: params.entrustmentId,
        input: body,
      });
      say('customs.saved', { no: entrustment.entrustmentNo });
      return entrustment;
    });
    implement(app, routes.remove, async ({ params, query, req }) => {
      await deleteEntrustment(ctx, {
        ...job(params.id, req),
        entrustmentId: params.entrustmentId,
        version: query.version,
      });
      return null;
    });
  });
}
