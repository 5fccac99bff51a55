import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { hasPermission } from '../../platform/auth/auth-context';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { forEachJobType } from '../jobs/for-each-job-type';
import { printHblBatch } from './hbl-batch';
import { getPrints, printDocument } from './prints';

/** A job's printed documents, per job type: print one (inline PDF), the print history, the HB/L batch. */
export function registerDocumentRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { documents: routes }) => {
    implement(app, routes.print, async ({ params, body, req, reply, auth }) =>
      sendFile(
        reply,
        await printDocument(
          ctx,
          {
            jobType,
            id: params.id,
            actor: actorOf(req),
            reader: readerOf(req),
            mayIssueOriginals: hasPermission(auth, '/document/original'),
          },
          body,
        ),
        { inline: true },
      ),
    );
    implement(app, routes.prints, ({ params, req }) => getPrints(ctx, { jobType, id: params.id, actor: actorOf(req) }));
    implement(app, routes.hblBatch, ({ body, req, reply }) =>
      printHblBatch(ctx, { jobType, actor: actorOf(req), reader: readerOf(req) }, body, { req, reply }),
    );
  });
}
