import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../platform/service-context';
import { registerChargeCheckRoutes } from './charge-check/routes';
import { registerClearingRoutes } from './clearing/routes';
import { registerInvoiceRoutes } from './invoices/routes';
import { registerStatementRoutes } from './statement/routes';

/** The money of jobs across jobs (issue 17): invoices, clearing, the charge check and statements. */
export function registerFinanceFeatures(app: FastifyInstance, ctx: ServiceContext) {
  registerInvoiceRoutes(app, ctx);
  registerClearingRoutes(app, ctx);
  registerChargeCheckRoutes(app, ctx);
  registerStatementRoutes(app, ctx);
}
