import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { splitJob } from './job-split';

/** `/OceanImport/dosplit`: a job split into several jobs of the same shipment. */
export function registerJobSplitRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { splits }) =>
    implement(app, splits.split, ({ params, body, req }) =>
      splitJob(ctx, { jobType, id: params.id, input: body, actor: actorOf(req) }),
    ),
  );
}
