import { API } from '@apex/shared';
import { ZPartyImportRow } from '@apex/shared/master';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/caller';
import { implementExcelImport } from '../../platform/excel/import-route';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import {
  addParty,
  createParty,
  deleteParty,
  findParties,
  findPartyOptions,
  getParty,
  setPartyCredit,
  updateParty,
} from './parties';
import { exportParties } from './party-export';

/**
 * Customers and business partners, with their addresses, contacts, credit and blacklist (spec §6):
 * read and picked company-wide, changed by their office's staff, their credit set by finance.
 */
export function registerPartyRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.parties;
  implement(app, routes.list, ({ query }) => findParties(ctx, query));
  implement(app, routes.lookup, ({ query }) => findPartyOptions(ctx, query));
  implement(app, routes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportParties(ctx, query, readerOf(req))),
  );
  implement(app, routes.get, ({ params }) => getParty(ctx, params.id));
  implement(app, routes.create, ({ body, req }) => createParty(ctx, { input: body, actor: callerOf(req) }));
  implement(app, routes.update, ({ params, body, req }) =>
    updateParty(ctx, { id: params.id, input: body, actor: callerOf(req) }),
  );
  implement(app, routes.credit, ({ params, body, req }) =>
    setPartyCredit(ctx, { id: params.id, input: body, actor: callerOf(req) }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deleteParty(ctx, { id: params.id, version: query.version, actor: callerOf(req) });
    return null;
  });
  implementExcelImport(app, ctx, routes.import, { schema: ZPartyImportRow, insert: addParty });
}
