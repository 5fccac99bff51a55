import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { getBooking, saveBooking } from './booking';
import { getContainers, saveContainers } from './containers';
import { getGoods, saveGoods } from './goods';
import { findGoodsLines } from './goods-line-queries';

/** A job card's booking, containers and goods parts, and the goods list, for both job types. */
export function registerCargoRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { cargo: routes }) => {
    const target = (id: number, req: Parameters<typeof actorOf>[0]) => ({ jobType, id, actor: actorOf(req) });
    implement(app, routes.getBooking, ({ params, req }) => getBooking(ctx, target(params.id, req)));
    implement(app, routes.saveBooking, ({ params, body, req }) =>
      saveBooking(ctx, { ...target(params.id, req), input: body }),
    );
    implement(app, routes.getContainers, ({ params, req }) => getContainers(ctx, target(params.id, req)));
    implement(app, routes.saveContainers, ({ params, body, req }) =>
      saveContainers(ctx, { ...target(params.id, req), input: body }),
    );
    implement(app, routes.getGoods, ({ params, req }) => getGoods(ctx, target(params.id, req)));
    implement(app, routes.saveGoods, ({ params, body, req }) =>
      saveGoods(ctx, { ...target(params.id, req), input: body }),
    );
    implement(app, routes.goodsLines, ({ query, req }) =>
      findGoodsLines(ctx.db, actorOf(req).officeCode, jobType, query),
    );
  });
}
