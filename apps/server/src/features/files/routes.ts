import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/caller';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { buildExcelTemplate } from './excel-template';
import { checkFileAccess } from './file-access';
import { cleanFileName, loadStoredFile } from './storage';

/** Downloads: stored files by key, to those with a right to their record, and import templates built on request. */
export function registerFileRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.files;

  implement(app, routes.download, async ({ query, req, reply }) => {
    await checkFileAccess(ctx.db, query.filePath, callerOf(req));
    const file = await loadStoredFile(ctx.db, query.filePath);
    const fileName = query.fileName ? cleanFileName(query.fileName) : file.fileName;
    return sendFile(reply, { ...file, fileName });
  });

  implement(app, routes.excelTemplate, async ({ query, req, reply }) =>
    sendFile(reply, await buildExcelTemplate(query.templateName, req.locale)),
  );
}
