import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { financeCallerOf } from '../finance-caller';
import { getStatement } from './statement';

/** A party's statement of account. */
export function registerStatementRoutes(app: FastifyInstance, ctx: ServiceContext) {
  implement(app, API.finance.statement, ({ query, req }) => getStatement(ctx, query, financeCallerOf(req)));
}
