import { API } from '@apex/shared';
import { ZCreateCarrierRequest } from '@apex/shared/master';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implementExcelImport } from '../../platform/excel/import-route';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { exportCarriers } from './carrier-export';
import { addCarrier, createCarrier, deleteCarrier, findCarriers, getCarrier, updateCarrier } from './carriers';

/** Carriers (shipping lines) by SCAC, with their blacklist (spec §8). */
export function registerCarrierRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.carriers;
  implement(app, routes.list, ({ query }) => findCarriers(ctx, query));
  implement(app, routes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportCarriers(ctx, query, readerOf(req))),
  );
  implement(app, routes.get, ({ params }) => getCarrier(ctx, params.id));
  implement(app, routes.create, ({ body, req }) => createCarrier(ctx, { input: body, actor: actorOf(req) }));
  implement(app, routes.update, ({ params, body, req }) =>
    updateCarrier(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deleteCarrier(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implementExcelImport(app, ctx, routes.import, { schema: ZCreateCarrierRequest, insert: addCarrier });
}
