import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { forEachJobType } from '../jobs/for-each-job-type';
import { printWithTemplate, templateKinds } from './template-printing';

/** A job of every type printed with an office's own report template. */
export function registerTemplatePrintRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { templatePrint: routes }) => {
    implement(app, routes.kinds, () => templateKinds(ctx, jobType));
    implement(app, routes.print, async ({ params, query, req, reply }) => {
      const ref = { jobType, id: params.id, actor: actorOf(req) };
      return sendFile(reply, await printWithTemplate(ctx, { ref, kind: query.kind, locale: req.locale }));
    });
  });
}
