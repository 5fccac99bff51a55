import { API } from '@apex/shared';
import { ZCreateSystemCodeItemRequest, ZCreateSystemCodeTypeRequest } from '@apex/shared/master';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implementExcelImport } from '../../platform/excel/import-route';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { exportCodeItems, exportCodeTypes } from './code-exports';
import { addCodeItem, createCodeItem, deleteCodeItem, findCodeItems, getCodeItem, updateCodeItem } from './code-items';
import { addCodeType, createCodeType, deleteCodeType, findCodeTypes, getCodeType, updateCodeType } from './code-types';

/** The data dictionary: its code types (/systemSetting/index) and their items (/baseCode/index). */
export function registerSystemCodeRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const types = API.systemCodeTypes;
  implement(app, types.list, ({ query }) => findCodeTypes(ctx, query));
  implement(app, types.export, async ({ query, req, reply }) =>
    sendFile(reply, exportCodeTypes(ctx, query, readerOf(req))),
  );
  implement(app, types.get, ({ params }) => getCodeType(ctx, params.id));
  implement(app, types.create, ({ body, req }) => createCodeType(ctx, { input: body, actor: actorOf(req) }));
  implement(app, types.update, ({ params, body, req }) =>
    updateCodeType(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, types.remove, async ({ params, query, req }) => {
    await deleteCodeType(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implementExcelImport(app, ctx, types.import, { schema: ZCreateSystemCodeTypeRequest, insert: addCodeType });

  const items = API.systemCodes;
  implement(app, items.list, ({ query }) => findCodeItems(ctx, query));
  implement(app, items.export, async ({ query, req, reply }) =>
    sendFile(reply, exportCodeItems(ctx, query, readerOf(req))),
  );
  implement(app, items.get, ({ params }) => getCodeItem(ctx, params.id));
  implement(app, items.create, ({ body, req }) => createCodeItem(ctx, { input: body, actor: actorOf(req) }));
  implement(app, items.update, ({ params, body, req }) =>
    updateCodeItem(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, items.remove, async ({ params, query, req }) => {
    await deleteCodeItem(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implementExcelImport(app, ctx, items.import, { schema: ZCreateSystemCodeItemRequest, insert: addCodeItem });
}
