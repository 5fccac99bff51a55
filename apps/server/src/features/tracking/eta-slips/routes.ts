import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { readJob } from '../../jobs/access/job-access';
import { forEachJobType } from '../../jobs/for-each-job-type';
import { readEtaSlip, updateEtaFromCarrier } from './eta-slips';

export function registerEtaSlipRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { etaSlip: routes }) => {
    implement(app, routes.get, async ({ params, req }) => {
      const job = await readJob(ctx.db, { jobType, id: params.id, actor: actorOf(req) });
      return readEtaSlip(ctx.db, job.id);
    });
    implement(app, routes.updateEta, async ({ params, body, req, say }) => {
      await updateEtaFromCarrier(ctx, { jobType, id: params.id, actor: actorOf(req) }, body.version);
      say('tracking.etaUpdated');
      return null;
    });
  });
}
