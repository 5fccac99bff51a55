import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { addSubJob, findLclCandidates, getConsolidation, refreshConsolidation, removeSubJob } from './consolidation';
import { draftHbl } from './hbl-draft';
import { findHblList } from './hbl-list';
import { createHbl, deleteHbl, getJobBills, saveMbl, updateHbl } from './hbls';
import { combineHbls, splitHbl, splitJobCargo } from './splits';

/** A job's MB/L and HB/Ls, splits and combines, LCL consolidation, and the HB/L list, per job type. */
export function registerBillRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { bills: r }) => {
    implement(app, r.get, ({ params, req }) => getJobBills(ctx, jobType, params.id, actorOf(req)));
    implement(app, r.saveMbl, ({ params, body, req }) =>
      saveMbl(ctx, { jobType, id: params.id, input: body, actor: actorOf(req) }),
    );
    implement(app, r.hblDraft, ({ params, req }) => draftHbl(ctx, { jobType, id: params.id, actor: actorOf(req) }));
    implement(app, r.createHbl, ({ params, body, req }) =>
      createHbl(ctx, { jobType, id: params.id, input: body, actor: actorOf(req) }),
    );
    implement(app, r.updateHbl, ({ params, body, req }) =>
      updateHbl(ctx, { jobType, id: params.id, hblId: params.hblId, input: body, actor: actorOf(req) }),
    );
    implement(app, r.removeHbl, async ({ params, query, req }) => {
      await deleteHbl(ctx, {
        jobType,
        id: params.id,
        hblId: params.hblId,
        version: query.version,
        actor: actorOf(req),
      });
      return null;
    });
    implement(app, r.splitHbl, ({ params, body, req }) =>
      splitHbl(ctx, { jobType, id: params.id, hblId: params.hblId, input: body, actor: actorOf(req) }),
    );
    implement(app, r.splitJobCargo, ({ params, body, req }) =>
      splitJobCargo(ctx, { jobType, id: params.id, input: body, actor: actorOf(req) }),
    );
    implement(app, r.combineHbls, ({ params, body, req }) =>
      combineHbls(ctx, { jobType, id: params.id, input: body, actor: actorOf(req) }),
    );
    implement(app, r.hblList, ({ query, req }) => findHblList(ctx, jobType, query, actorOf(req)));
    implement(app, r.consolidation, ({ params, req }) => getConsolidation(ctx, jobType, params.id, actorOf(req)));
    implement(app, r.lclCandidates, ({ params, query, req }) =>
      findLclCandidates(ctx, jobType, params.id, query, actorOf(req)),
    );
    implement(app, r.addSubJob, ({ params, body, req }) =>
      addSubJob(ctx, { jobType, id: params.id, subJobId: body.subJobId, version: body.version, actor: actorOf(req) }),
    );
    implement(app, r.removeSubJob, ({ params, query, req }) =>
      removeSubJob(ctx, {
        jobType,
        id: params.id,
        subJobId: params.subJobId,
        version: query.version,
        actor: actorOf(req),
      }),
    );
    implement(app, r.refreshConsolidation, ({ params, body, req }) =>
      refreshConsolidation(ctx, { jobType, id: params.id, version: body.version, actor: actorOf(req) }),
    );
  });
}
