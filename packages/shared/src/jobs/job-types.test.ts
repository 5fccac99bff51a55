import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../api/route';
import { API } from '../api-routes';
import { JOB_TYPE_TABLE, JOB_TYPES, type TJobType } from './job-types';

/** A job type's routes as `part.name → METHOD path`, the type's API segment written `<api>`. */
function contractsOf(jobType: TJobType) {
  const { api } = JOB_TYPE_TABLE[jobType];
  return Object.fromEntries(
    Object.entries(API.jobs[jobType]).flatMap(([part, routes]) =>
      Object.entries(routes as Record<string, RouteDef>).map(([name, route]) => [
        `${part}.${name}`,
        `${route.method} ${route.path.replace(api, '<api>')}`,
      ]),
    ),
  );
}

const routesOf = (jobType: TJobType): RouteDef[] =>
  Object.values(API.jobs[jobType]).flatMap((routes) => Object.values(routes as Record<string, RouteDef>));

/** Reads that fill a new record's form: an HB/L's draft from its job, a new job's operator. */
const PREPARE_A_WRITE = ['/hbls/draft', '/people/new-job-operator'];

describe('the job-type table', () => {
  it('gives every type its own API segment, permissions, web paths and close signal', () => {
    const fields = [
      'api',
      'view',
      'edit',
      'listPath',
      'cardPath',
      'newCardPath',
      'embeddedGeneralPath',
      'closeSignal',
    ] as const;
    for (const field of fields) {
      const values = JOB_TYPES.map((jobType) => JOB_TYPE_TABLE[jobType][field]);
      expect(new Set(values).size, field).toBe(JOB_TYPES.length);
    }
  });

  it('makes the same contracts for every type, at the paths they had before the table', () => {
    // The paths of issue 5, pinned: clients and the OpenAPI document know them; and those added since.
    expect(Object.values(contractsOf('OE')).sort()).toEqual([
      'DELETE <api>/jobs/:id',
      'DELETE <api>/jobs/:id/customs/:entrustmentId',
      'DELETE <api>/jobs/:id/edocs/:edocId',
      'DELETE <api>/jobs/:id/hbls/:hblId',
      'DELETE <api>/jobs/:id/lcl/:subJobId',
      'DELETE <api>/jobs/:id/other-services/:serviceId',
      'DELETE <api>/jobs/:id/rail/:entrustId',
      'DELETE <api>/jobs/:id/warehouse/:entryId',
      'DELETE <api>/jobs/:id/warehouse/:entryId/releases/:releaseId',
      'DELETE <api>/trucking-orders/:id',
      'DELETE <api>/trucking-orders/:id/appointments/:appointmentId',
      'GET <api>/bookings',
      'GET <api>/goods-lines',
      'GET <api>/goods-status',
      'GET <api>/goods-status/export',
      'GET <api>/hbls',
      'GET <api>/jobs',
      'GET <api>/jobs/:id',
      'GET <api>/jobs/:id/bills',
      'GET <api>/jobs/:id/booking',
      'GET <api>/jobs/:id/charges',
      'GET <api>/jobs/:id/containers',
      'GET <api>/jobs/:id/customs',
      'GET <api>/jobs/:id/doc-records',
      'GET <api>/jobs/:id/documents/prints',
      'GET <api>/jobs/:id/edocs',
      'GET <api>/jobs/:id/edocs/:edocId/file',
      'GET <api>/jobs/:id/goods',
      'GET <api>/jobs/:id/goods-status',
      'GET <api>/jobs/:id/hbls/draft',
      'GET <api>/jobs/:id/lcl',
      'GET <api>/jobs/:id/lcl/candidates',
      'GET <api>/jobs/:id/other-services',
      'GET <api>/jobs/:id/rail',
      'GET <api>/jobs/:id/template-print',
      'GET <api>/jobs/:id/timeline',
      'GET <api>/jobs/:id/tracking',
      'GET <api>/jobs/:id/tracking/eta-slip',
      'GET <api>/jobs/:id/trucking-orders',
      'GET <api>/jobs/:id/warehouse',
      'GET <api>/jobs/export',
      'GET <api>/jobs/people',
      'GET <api>/jobs/people/new-job-operator',
      'GET <api>/jobs/template-kinds',
      'GET <api>/shipments',
      'GET <api>/trucking-containers',
      'GET <api>/trucking-orders',
      'GET <api>/trucking-orders/:id',
      'GET <api>/trucking-orders/:id/appointments/:appointmentId/file',
      'GET <api>/trucking-orders/export',
      'GET <api>/warehouse',
      'GET <api>/warehouse/export',
      'GET <api>/warehouse/jobs',
      'GET <api>/warehouse/parties',
      'POST <api>/goods-status/batch',
      'POST <api>/jobs',
      'POST <api>/jobs/:id/charges/apportion',
      'POST <api>/jobs/:id/charges/apportion-preview',
      'POST <api>/jobs/:id/charges/review',
      'POST <api>/jobs/:id/charges/scheme-preview',
      'POST <api>/jobs/:id/copy',
      'POST <api>/jobs/:id/customs',
      'POST <api>/jobs/:id/doc-records',
      'POST <api>/jobs/:id/documents/print',
      'POST <api>/jobs/:id/edocs',
      'POST <api>/jobs/:id/goods-status',
      'POST <api>/jobs/:id/goods-status/:entryId/undo',
      'POST <api>/jobs/:id/goods-status/corrections',
      'POST <api>/jobs/:id/hbls',
      'POST <api>/jobs/:id/hbls/:hblId/split',
      'POST <api>/jobs/:id/hbls/combine',
      'POST <api>/jobs/:id/hbls/split-job',
      'POST <api>/jobs/:id/invoices',
      'POST <api>/jobs/:id/lcl',
      'POST <api>/jobs/:id/lcl/refresh',
      'POST <api>/jobs/:id/other-services',
      'POST <api>/jobs/:id/rail',
      'POST <api>/jobs/:id/rail/:entrustId/status',
      'POST <api>/jobs/:id/related',
      'POST <api>/jobs/:id/split',
      'POST <api>/jobs/:id/tracking/eta-slip/update-eta',
      'POST <api>/jobs/:id/tracking/refresh',
      'POST <api>/jobs/:id/tracking/subscriptions',
      'POST <api>/jobs/:id/trucking-orders',
      'POST <api>/jobs/:id/warehouse',
      'POST <api>/jobs/:id/warehouse/:entryId/releases',
      'POST <api>/jobs/documents/hbl-batch',
      'POST <api>/trucking-orders/:id/appointments',
      'POST <api>/trucking-orders/:id/status',
      'POST <api>/trucking-orders/status',
      'PUT <api>/jobs/:id',
      'PUT <api>/jobs/:id/booking',
      'PUT <api>/jobs/:id/charges',
      'PUT <api>/jobs/:id/containers',
      'PUT <api>/jobs/:id/customs/:entrustmentId',
      'PUT <api>/jobs/:id/goods',
      'PUT <api>/jobs/:id/hbls/:hblId',
      'PUT <api>/jobs/:id/mbl',
      'PUT <api>/jobs/:id/mode',
      'PUT <api>/jobs/:id/other-services/:serviceId',
      'PUT <api>/jobs/:id/rail/:entrustId',
      'PUT <api>/jobs/:id/trucking-split',
      'PUT <api>/jobs/:id/warehouse/:entryId',
      'PUT <api>/jobs/batch',
      'PUT <api>/trucking-orders/:id',
      'PUT <api>/trucking-orders/:id/appointments/:appointmentId',
    ]);
    for (const jobType of JOB_TYPES) expect(contractsOf(jobType), jobType).toEqual(contractsOf('OE'));
    expect(routesOf('OE')[0]?.path).toMatch(/^\/ocean-export\/jobs/);
    expect(routesOf('OI')[0]?.path).toMatch(/^\/ocean-import\/jobs/);
  });

  it("guards a type's reads with its view permission and its writes with its edit permission", () => {
    for (const jobType of JOB_TYPES) {
      const { view, edit } = JOB_TYPE_TABLE[jobType];
      for (const route of routesOf(jobType)) {
        // The money of a job (issue 17), its attachments and its doc records (issue 18) need a
        // permission of their own and the type's as well: reading them, billing (finance bills jobs it
        // does not edit), attaching (the warehouse adds its photos) and tracking the paper (the
        // document desk tracks jobs it does not edit) and printing take the view permission.
        if (route.access.kind === 'permission' && route.access.also) {
          const reads =
            route.method === 'GET' ||
            route.path.endsWith('/invoices') ||
            route.path.includes('/edocs') ||
            route.path.endsWith('/doc-records') ||
            route.path.includes('/documents/');
          expect(route.access.also, `${route.method} ${route.path}`).toBe(reads ? view : edit);
          continue;
        }
        // The warehouse reads the goods lines without reading the jobs (issue 5, /goodslist), and
        // receives and releases cargo without them (issue 19: its own permissions, the job lookup
        // for those who receive); the readings that start a new record (issue 16) are for those who
        // may write one.
        const startsAWrite = PREPARE_A_WRITE.some((end) => route.path.endsWith(end));
        const warehouse = route.path.includes('/warehouse');
        const expected = route.path.endsWith('/goods-lines')
          ? '/goodsList/list'
          : warehouse
            ? route.method === 'GET' && !route.path.endsWith('/warehouse/jobs')
              ? '/warehouse/list'
              : '/warehouse/edit'
            : route.method === 'GET' && !startsAWrite
              ? view
              : edit;
        expect(route.access, `${route.method} ${route.path}`).toEqual({ kind: 'permission', permission: expected });
      }
    }
  });
});
