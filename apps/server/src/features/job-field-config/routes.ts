import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { findJobFieldConfig, saveJobFieldConfig } from './job-field-config';
import { exportJobFieldConfig } from './job-field-export';

/** spec §3 Job field config (/systemSetting/fieldmanagement): required job fields per job type and mode. */
export function registerJobFieldConfigRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.jobFieldConfig;
  implement(app, routes.list, ({ query }) => findJobFieldConfig(ctx, query));
  implement(app, routes.save, ({ body, req }) => saveJobFieldConfig(ctx, { input: body, actor: actorOf(req) }));
  implement(app, routes.export, async ({ req, reply }) => sendFile(reply, exportJobFieldConfig(ctx, req.locale)));
}
