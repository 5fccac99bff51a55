import { API } from '@apex/shared';
import { ZCreateOfficeRequest } from '@apex/shared/admin';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implementExcelImport } from '../../platform/excel/import-route';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { exportOffices } from './office-export';
import { addOffice, createOffice, deleteOffice, findOffices, getOffice, listCompanies, updateOffice } from './offices';

export function registerOfficeRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.offices;
  implement(app, routes.list, ({ query }) => findOffices(ctx, query));
  implement(app, routes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportOffices(ctx, query, readerOf(req))),
  );
  implement(app, routes.get, ({ params }) => getOffice(ctx, params.id));
  implement(app, routes.create, ({ body, req }) => createOffice(ctx, { input: body, actor: actorOf(req) }));
  implement(app, routes.update, ({ params, body, req }) =>
    updateOffice(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deleteOffice(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implement(app, routes.companies, () => listCompanies(ctx));
  implementExcelImport(app, ctx, routes.import, { schema: ZCreateOfficeRequest, insert: addOffice });
}
