import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../../platform/auth/caller';
import { sendFile } from '../../../platform/http/file-reply';
import { implement } from '../../../platform/http/implement';
import { readerOf, requestTimeZone } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { appointmentFile } from './appointment-file';
import { addAppointment, deleteAppointment, updateAppointment } from './appointments';
import { splitTrucking } from './truck-split';
import { exportTrucking } from './trucking-export';
import { findTruckingList, getTruckingOrder, pickTruckingContainers } from './trucking-order-answer';
import {
  createTruckingOrder,
  deleteTruckingOrder,
  findJobTruckingOrders,
  updateTruckingOrder,
} from './trucking-orders';
import { moveTruckingStatus, moveTruckingStatuses } from './trucking-status';

/** Trucking orders (issue 19): made on a job's trucking tab, kept on the type's own routes for the lists and the split. */
export function registerTruckingRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { trucking }) => {
    const who = (req: Parameters<typeof callerOf>[0]) => ({
      jobType,
      caller: callerOf(req),
      timeZone: requestTimeZone(req),
    });
    implement(app, trucking.jobOrders, ({ params, req }) => findJobTruckingOrders(ctx, who(req), params.id));
    implement(app, trucking.create, ({ params, body, req }) =>
      createTruckingOrder(ctx, who(req), { jobId: params.id, input: body }),
    );
    implement(app, trucking.split, ({ params, body, req }) =>
      splitTrucking(ctx, who(req), { jobId: params.id, input: body }),
    );
    implement(app, trucking.list, ({ query, req }) => findTruckingList(ctx.db, who(req), query));
    implement(app, trucking.export, async ({ query, req, reply }) =>
      sendFile(reply, exportTrucking(ctx, who(req), query, readerOf(req))),
    );
    implement(app, trucking.bulkStatus, ({ body, req }) => moveTruckingStatuses(ctx, who(req), body));
    implement(app, trucking.containers, ({ query, req }) => pickTruckingContainers(ctx.db, who(req), query));
    implement(app, trucking.get, ({ params, req }) => getTruckingOrder(ctx.db, params.id, who(req)));
    implement(app, trucking.update, ({ params, body, req }) =>
      updateTruckingOrder(ctx, who(req), { id: params.id, input: body }),
    );
    implement(app, trucking.delete, async ({ params, query, req }) => {
      await deleteTruckingOrder(ctx, who(req), { id: params.id, version: query.version });
      return null;
    });
    implement(app, trucking.status, ({ params, body, req }) =>
      moveTruckingStatus(ctx, who(req), { id: params.id, input: body }),
    );
    implement(app, trucking.addAppointment, ({ params, body, req }) =>
      addAppointment(ctx, who(req), { id: params.id, input: body }),
    );
    implement(app, trucking.updateAppointment, ({ params, body, req }) =>
      updateAppointment(ctx, who(req), { id: params.id, appointmentId: params.appointmentId, input: body }),
    );
    implement(app, trucking.deleteAppointment, ({ params, query, req }) =>
      deleteAppointment(ctx, who(req), { id: params.id, appointmentId: params.appointmentId, version: query.version }),
    );
    implement(app, trucking.appointmentFile, async ({ params, req, reply }) =>
      sendFile(
        reply,
        await appointmentFile(ctx.db, who(req), {
          id: params.id,
          appointmentId: params.appointmentId,
          reader: readerOf(req),
        }),
        { inline: true },
      ),
    );
  });
}
