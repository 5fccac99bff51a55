import { API } from '@apex/shared';
import { ZCreateVesselRequest } from '@apex/shared/master';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implementExcelImport } from '../../platform/excel/import-route';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { exportVessels } from './vessel-export';
import { addVessel, createVessel, deleteVessel, findVessels, getVessel, updateVessel } from './vessels';

/** spec §2.5 /systemSetting/shipEdit: vessels and their Lloyd numbers. */
export function registerVesselRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.vessels;
  implement(app, routes.list, ({ query, req }) => findVessels(ctx, query, req.locale));
  implement(app, routes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportVessels(ctx, query, readerOf(req))),
  );
  implement(app, routes.get, ({ params, req }) => getVessel(ctx, params.id, req.locale));
  implement(app, routes.create, ({ body, req }) =>
    createVessel(ctx, { input: body, actor: actorOf(req), locale: req.locale }),
  );
  implement(app, routes.update, ({ params, body, req }) =>
    updateVessel(ctx, { id: params.id, input: body, actor: actorOf(req), locale: req.locale }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deleteVessel(ctx, { id: params.id, version: query.version, actor: actorOf(req), locale: req.locale });
    return null;
  });
  implementExcelImport(app, ctx, routes.import, { schema: ZCreateVesselRequest, insert: addVessel });
}
