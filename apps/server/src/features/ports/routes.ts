import { API } from '@apex/shared';
import { ZCreatePortRequest } from '@apex/shared/master';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implementExcelImport } from '../../platform/excel/import-route';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { exportCountries, exportPorts } from './port-export';
import { addPort, createPort, deletePort, findPortRecords, getPort, updatePort } from './ports';
import { findCountryPage } from './queries';

/** The ports screen (UN/LOCODE ports, enabled or not) and the read-only countries screen. */
export function registerPortRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.ports;
  implement(app, routes.list, ({ query }) => findPortRecords(ctx, query));
  implement(app, routes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportPorts(ctx, query, readerOf(req))),
  );
  implement(app, routes.get, ({ params }) => getPort(ctx, params.id));
  implement(app, routes.create, ({ body, req }) => createPort(ctx, { input: body, actor: actorOf(req) }));
  implement(app, routes.update, ({ params, body, req }) =>
    updatePort(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deletePort(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implementExcelImport(app, ctx, routes.import, { schema: ZCreatePortRequest, insert: addPort });
  implement(app, API.countries.list, ({ query }) => findCountryPage(ctx.db, query));
  implement(app, API.countries.export, async ({ query, req, reply }) =>
    sendFile(reply, exportCountries(ctx, query, readerOf(req))),
  );
}
