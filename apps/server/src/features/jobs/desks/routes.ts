import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { findBookingDesk } from './booking-desk';
import { countControlBoard, findControlBoardJobs } from './control-board';

/** The desks across jobs: the carrier booking desk of each job type, and the import control board. */
export function registerDeskRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { bookingDesk }) => {
    implement(app, bookingDesk.list, ({ query, req }) => findBookingDesk(ctx, { jobType, actor: actorOf(req), query }));
  });
  implement(app, API.controlBoard.counts, ({ query, req }) => countControlBoard(ctx, { actor: actorOf(req), query }));
  implement(app, API.controlBoard.jobs, ({ query, req }) => findControlBoardJobs(ctx, { actor: actorOf(req), query }));
}
