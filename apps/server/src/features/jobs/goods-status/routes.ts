import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { sendFile } from '../../../platform/http/file-reply';
import { implement } from '../../../platform/http/implement';
import { readerOf } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { findGoodsStatusDesk, setGoodsStatusBatch } from './desk';
import { exportGoodsStatusDesk } from './desk-export';
import { correctGoodsStatus, getJobGoodsStatus, recordGoodsStatus, undoGoodsStatus } from './goods-status';
import { stepText } from './goods-status-entries';

/** A job's goods status tab (spec §2.8, §4) and the goods status desk of each job type (spec §2.2). */
export function registerGoodsStatusRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { goodsStatus: routes, goodsStatusDesk: desk }) => {
    const job = (id: number, req: Parameters<typeof actorOf>[0]) => ({ jobType, id, actor: actorOf(req) });
    implement(app, routes.get, ({ params, req }) => getJobGoodsStatus(ctx, job(params.id, req)));
    implement(app, routes.record, async ({ params, body, req, say }) => {
      const status = await recordGoodsStatus(ctx, { ...job(params.id, req), input: body });
      say('goodsStatus.recorded', { step: stepText(body.step) });
      return status;
    });
    implement(app, routes.correct, async ({ params, body, req, say }) => {
      const status = await correctGoodsStatus(ctx, { ...job(params.id, req), input: body });
      say('goodsStatus.corrected', { step: stepText(body.step) });
      return status;
    });
    implement(app, routes.undo, async ({ params, body, req, say }) => {
      const status = await undoGoodsStatus(ctx, { ...job(params.id, req), entryId: params.entryId, ...body });
      const step = status.entries.find((e) => e.id === params.entryId)?.step;
      if (step) say('goodsStatus.undone', { step: stepText(step) });
      return status;
    });
    implement(app, desk.list, ({ query, req }) => findGoodsStatusDesk(ctx, { jobType, actor: actorOf(req), query }));
    implement(app, desk.batch, async ({ body, req, say }) => {
      const { count, step } = await setGoodsStatusBatch(ctx, { jobType, actor: actorOf(req), input: body });
      say('goodsStatus.batchSet', { step, count });
      return { count };
    });
    implement(app, desk.export, async ({ query, req, reply }) =>
      sendFile(reply, exportGoodsStatusDesk(ctx, { jobType, actor: actorOf(req), query }, readerOf(req))),
    );
  });
}
