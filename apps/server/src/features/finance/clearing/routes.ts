import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { financeCallerOf } from '../finance-caller';
import { findOpenInvoices } from '../invoices/invoices';
import { createClearing, findClearings, reverseClearing } from './clearings';

/** Payments received and made, and charge-offs, against confirmed invoices. */
export function registerClearingRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.finance;
  implement(app, routes.openInvoices, ({ query, req }) => findOpenInvoices(ctx, query, financeCallerOf(req)));
  implement(app, routes.clearings, ({ query, req }) => findClearings(ctx, query, financeCallerOf(req)));
  implement(app, routes.createClearing, ({ body, req }) =>
    createClearing(ctx, { input: body, caller: financeCallerOf(req) }),
  );
  implement(app, routes.reverseClearing, ({ params, body, req }) =>
    reverseClearing(ctx, { id: params.id, ...body, caller: financeCallerOf(req) }),
  );
}
