import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readUpload } from '../../platform/http/upload';
import type { ServiceContext } from '../../platform/service-context';
import { forEachJobType } from '../jobs/for-each-job-type';
import { deleteEdoc, downloadEdoc, findEdocs, uploadEdoc } from './edocs';

/** The eDoc tab of every job type: a job's attachments. */
export function registerEdocRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { edocs: routes }) => {
    implement(app, routes.list, ({ params, req }) => findEdocs(ctx, { jobType, id: params.id, actor: actorOf(req) }));
    implement(app, routes.upload, async ({ params, query, req }) => {
      const file = await readUpload(req, routes.upload.upload);
      return uploadEdoc(ctx, { ref: { jobType, id: params.id, actor: actorOf(req) }, file, fields: query });
    });
    implement(app, routes.download, async ({ params, req, reply }) =>
      sendFile(reply, await downloadEdoc(ctx, { jobType, id: params.id, actor: actorOf(req) }, params.edocId)),
    );
    implement(app, routes.remove, async ({ params, req }) => {
      await deleteEdoc(ctx, { jobType, id: params.id, actor: actorOf(req) }, params.edocId);
      return null;
    });
  });
}
