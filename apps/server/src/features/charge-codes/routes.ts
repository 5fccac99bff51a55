import { API } from '@apex/shared';
import { ZChargeCodeImportRow } from '@apex/shared/master';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implementExcelImport } from '../../platform/excel/import-route';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { exportChargeCodes } from './charge-code-export';
import {
  addChargeCode,
  createChargeCode,
  deleteChargeCode,
  findChargeCodes,
  getChargeCode,
  updateChargeCode,
} from './charge-codes';

/** Charge codes (spec §3 Charge/cost classification), kept by finance. */
export function registerChargeCodeRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.chargeCodes;
  implement(app, routes.list, ({ query }) => findChargeCodes(ctx, query));
  implement(app, routes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportChargeCodes(ctx, query, readerOf(req))),
  );
  implement(app, routes.get, ({ params }) => getChargeCode(ctx, params.id));
  implement(app, routes.create, ({ body, req }) => createChargeCode(ctx, { input: body, actor: actorOf(req) }));
  implement(app, routes.update, ({ params, body, req }) =>
    updateChargeCode(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deleteChargeCode(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implementExcelImport(app, ctx, routes.import, { schema: ZChargeCodeImportRow, insert: addChargeCode });
}
