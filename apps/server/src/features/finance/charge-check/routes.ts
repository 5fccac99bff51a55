import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { financeCallerOf } from '../finance-caller';
import { checkLines, findCheckLines } from './charge-check';

/** The charge-check workbench: lines of the office's jobs, and the check actions on chosen lines. */
export function registerChargeCheckRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.finance;
  implement(app, routes.checkLines, ({ query, req }) => findCheckLines(ctx, query, financeCallerOf(req)));
  implement(app, routes.checkAction, ({ body, req }) => checkLines(ctx, { input: body, caller: financeCallerOf(req) }));
}
