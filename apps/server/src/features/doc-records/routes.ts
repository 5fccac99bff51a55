import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/caller';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { forEachJobType } from '../jobs/for-each-job-type';
import { exportDocRecords } from './doc-record-export';
import { takeDocStep } from './doc-record-journey';
import {
  createDocRecord,
  deleteDocRecord,
  findDocRecords,
  findJobDocRecords,
  getDocRecord,
  updateDocRecord,
} from './doc-records';
import { printExpressOrder } from './express-order';

/** Doc records: made and listed on a job's doc tab, then kept on /document_manage/xdoc's routes. */
export function registerDocRecordRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { docs }) => {
    implement(app, docs.list, ({ params, req }) =>
      findJobDocRecords(ctx, { jobType, id: params.id, actor: callerOf(req) }),
    );
    implement(app, docs.create, ({ params, body, req }) => {
      const caller = callerOf(req);
      return createDocRecord(ctx, { ref: { jobType, id: params.id, actor: caller }, input: body, caller });
    });
  });
  const routes = API.docRecords;
  implement(app, routes.list, ({ query, req }) => findDocRecords(ctx, query, callerOf(req)));
  implement(app, routes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportDocRecords(ctx, query, callerOf(req), readerOf(req))),
  );
  implement(app, routes.get, ({ params, auth }) => getDocRecord(ctx.db, params.id, auth.officeCodes));
  implement(app, routes.update, ({ params, body, req }) =>
    updateDocRecord(ctx, { id: params.id, input: body, caller: callerOf(req) }),
  );
  implement(app, routes.step, ({ params, body, req }) =>
    takeDocStep(ctx, { id: params.id, input: body, caller: callerOf(req) }),
  );
  implement(app, routes.expressOrder, async ({ params, query, req, reply }) =>
    sendFile(
      reply,
      await printExpressOrder(ctx, { id: params.id, to: query.to, caller: callerOf(req), reader: readerOf(req) }),
      { inline: true },
    ),
  );
  implement(app, routes.delete, async ({ params, query, req }) => {
    await deleteDocRecord(ctx, { id: params.id, version: query.version, caller: callerOf(req) });
    return null;
  });
}
