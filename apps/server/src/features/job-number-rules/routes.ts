import { API } from '@apex/shared';
import { ZJobNumberRuleImportRow } from '@apex/shared/master';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implementExcelImport } from '../../platform/excel/import-route';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { exportJobNumberRules } from './job-number-rule-export';
import {
  addJobNumberRule,
  createJobNumberRule,
  deleteJobNumberRule,
  findJobNumberRules,
  getJobNumberRule,
  previewJobNumberOf,
  updateJobNumberRule,
} from './job-number-rules';

/** Job-number auto-code rules per office and job type, and a preview of the next number. */
export function registerJobNumberRuleRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.jobNumberRules;
  implement(app, routes.list, ({ query }) => findJobNumberRules(ctx, query));
  implement(app, routes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportJobNumberRules(ctx, query, readerOf(req))),
  );
  implement(app, routes.get, ({ params }) => getJobNumberRule(ctx, params.id));
  implement(app, routes.create, ({ body, req }) => createJobNumberRule(ctx, { input: body, actor: actorOf(req) }));
  implement(app, routes.update, ({ params, body, req }) =>
    updateJobNumberRule(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deleteJobNumberRule(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implementExcelImport(app, ctx, routes.import, { schema: ZJobNumberRuleImportRow, insert: addJobNumberRule });
  implement(app, routes.preview, ({ params, query }) => previewJobNumberOf(ctx, params.id, query.date));
}
