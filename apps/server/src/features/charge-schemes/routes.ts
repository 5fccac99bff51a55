import { API } from '@apex/shared';
import { ZChargeSchemeImport } from '@apex/shared/master';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implementExcelImport } from '../../platform/excel/import-route';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { exportChargeSchemes } from './charge-scheme-export';
import {
  addChargeScheme,
  createChargeScheme,
  deleteChargeScheme,
  findChargeSchemes,
  getChargeScheme,
  updateChargeScheme,
} from './charge-schemes';

/** Charge schemes: templates of charge lines per job type (spec §5), kept by finance. */
export function registerChargeSchemeRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.chargeSchemes;
  implement(app, routes.list, ({ query }) => findChargeSchemes(ctx, query));
  implement(app, routes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportChargeSchemes(ctx, query, readerOf(req))),
  );
  implement(app, routes.get, ({ params }) => getChargeScheme(ctx, params.id));
  implement(app, routes.create, ({ body, req }) => createChargeScheme(ctx, { input: body, actor: actorOf(req) }));
  implement(app, routes.update, ({ params, body, req }) =>
    updateChargeScheme(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deleteChargeScheme(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implementExcelImport(app, ctx, routes.import, {
    schema: ZChargeSchemeImport,
    insert: addChargeScheme,
    group: {
      key: 'schemeNo',
      into: 'lines',
      itemKeys: ['chargeCode', 'side', 'partyRole', 'unit', 'currency', 'price'],
    },
  });
}
