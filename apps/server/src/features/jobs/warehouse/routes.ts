import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { sendFile } from '../../../platform/http/file-reply';
import { implement } from '../../../platform/http/implement';
import { readerOf } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import { findPartyOptions } from '../../parties/parties';
import { forEachJobType } from '../for-each-job-type';
import { createEntry, deleteEntry, getJobWarehouse, updateEntry } from './warehouse-entries';
import { exportWarehouseStock } from './warehouse-export';
import { cancelRelease, releaseCargo } from './warehouse-releases';
import { findWarehouseJobs, findWarehouseStock } from './warehouse-stock';

/** A job's warehouse tab and the warehouse lists of its type (spec §2.2, §2.8, §3 Warehouse entry). */
export function registerWarehouseRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { warehouse: routes }) => {
    const job = (id: number, req: Parameters<typeof actorOf>[0]) => ({ jobType, id, actor: actorOf(req) });
    implement(app, routes.get, ({ params, req }) => getJobWarehouse(ctx, job(params.id, req)));
    implement(app, routes.create, async ({ params, body, req, say }) => {
      const entry = await createEntry(ctx, { ...job(params.id, req), input: body });
      say('warehouse.newWarehousing', { no: entry.warehouseInNo, packages: entry.packages });
      return entry;
    });
    implement(app, routes.update, ({ params, body, req }) =>
      updateEntry(ctx, { ...job(params.id, req), entryId: params.entryId, input: body }),
    );
    implement(app, routes.remove, async ({ params, query, req }) => {
      await deleteEntry(ctx, { ...job(params.id, req), entryId: params.entryId, version: query.version });
      return null;
    });
    implement(app, routes.release, async ({ params, body, req, say }) => {
      const entry = await releaseCargo(ctx, { ...job(params.id, req), entryId: params.entryId, input: body });
      say('warehouse.out', {
        no: entry.warehouseInNo,
        packages: body.packages,
        left: entry.packages - entry.outPackages,
      });
      return entry;
    });
    implement(app, routes.cancelRelease, async ({ params, query, req, say }) => {
      const { entry, packages } = await cancelRelease(ctx, {
        ...job(params.id, req),
        entryId: params.entryId,
        releaseId: params.releaseId,
        version: query.version,
      });
      say('warehouse.outCancelled', { no: entry.warehouseInNo, packages });
      return entry;
    });
    implement(app, routes.stock, ({ query, req }) => findWarehouseStock(ctx, { jobType, actor: actorOf(req), query }));
    implement(app, routes.export, async ({ query, req, reply }) =>
      sendFile(reply, exportWarehouseStock(ctx, { jobType, actor: actorOf(req), query }, readerOf(req))),
    );
    implement(app, routes.jobs, ({ query, req }) =>
      findWarehouseJobs(ctx, { jobType, actor: actorOf(req), keyword: query.keyword }),
    );
    implement(app, routes.parties, ({ query }) =>
      findPartyOptions(ctx, { ...query, preferRole: query.preferRole ?? 'WAREHOUSE' }),
    );
  });
}
