import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import { readUpload } from '../../platform/http/upload';
import type { ServiceContext } from '../../platform/service-context';
import { exportReportTemplates } from './report-template-export';
import {
  createReportTemplate,
  deleteReportTemplate,
  findReportTemplates,
  getReportTemplate,
  updateReportTemplate,
} from './report-templates';
import {
  downloadReportTemplateVersion,
  makeReportTemplateVersionCurrent,
  uploadReportTemplateVersion,
} from './template-versions';

/** /systemSetting/reportTemplate: the templates printing uses, each with its uploaded versions. */
export function registerReportTemplateRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.reportTemplates;
  implement(app, routes.list, ({ query }) => findReportTemplates(ctx, query));
  implement(app, routes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportReportTemplates(ctx, query, readerOf(req))),
  );
  implement(app, routes.get, ({ params }) => getReportTemplate(ctx, params.id));
  implement(app, routes.create, ({ body, req }) => createReportTemplate(ctx, { input: body, actor: actorOf(req) }));
  implement(app, routes.update, ({ params, body, req }) =>
    updateReportTemplate(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deleteReportTemplate(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implement(app, routes.upload, async ({ params, query, req }) => {
    const file = await readUpload(req, routes.upload.upload);
    return uploadReportTemplateVersion(ctx, { id: params.id, file, comment: query.comment, actor: actorOf(req) });
  });
  implement(app, routes.makeCurrent, ({ params, body, req }) =>
    makeReportTemplateVersionCurrent(ctx, { id: params.id, versionNo: body.versionNo, actor: actorOf(req) }),
  );
  implement(app, routes.download, async ({ params, reply }) =>
    sendFile(reply, await downloadReportTemplateVersion(ctx, params)),
  );
}
