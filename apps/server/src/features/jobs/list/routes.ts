import { JOB_TYPE_TABLE, RELATED_JOB_TYPE } from '@apex/shared/jobs';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { hasPermission } from '../../../platform/auth/auth-context';
import { forbidden } from '../../../platform/http/app-error';
import { sendFile } from '../../../platform/http/file-reply';
import { implement } from '../../../platform/http/implement';
import { requestTimeZone } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { batchUpdateJobs, copyJob, createRelatedJob } from './job-actions';
import { exportJobList } from './job-export';
import { findJobList } from './job-list';

/** The job lists of ocean export and import (spec §2.8): list, export, copy, batch update, related job. */
export function registerJobListRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { list: routes }) => {
    implement(app, routes.list, ({ query, req }) => findJobList(ctx, { jobType, query, actor: actorOf(req) }));
    implement(app, routes.export, async ({ query, req, reply }) => {
      const { officeCode } = actorOf(req);
      const where = { locale: req.locale, timeZone: requestTimeZone(req) };
      return sendFile(reply, exportJobList(ctx, { jobType, officeCode, query, ...where }));
    });
    implement(app, routes.copy, ({ params, body, req }) =>
      copyJob(ctx, { jobType, id: params.id, input: body, actor: actorOf(req) }),
    );
    implement(app, routes.batchUpdate, ({ body, req }) =>
      batchUpdateJobs(ctx, { jobType, input: body, actor: actorOf(req) }),
    );
    implement(app, routes.related, ({ params, body, req }) => {
      // The related job is of the other type: opening it takes that type's edit permission too.
      if (!req.auth || !hasPermission(req.auth, JOB_TYPE_TABLE[RELATED_JOB_TYPE[jobType]].edit)) throw forbidden();
      return createRelatedJob(ctx, { jobType, id: params.id, version: body.version, actor: actorOf(req) });
    });
  });
}
