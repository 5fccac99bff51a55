import type { FastifyInstance } from 'fastify';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { findOperatorPerson, lookupJobPeople } from './queries';

/** The job card's people pickers (operator, sales, local sales), per job type's permission. */
export function registerJobPeopleRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((_, { people }) => {
    implement(app, people.search, ({ query }) => lookupJobPeople(ctx.db, query));
    implement(app, people.newJobOperator, async ({ auth }) => (await findOperatorPerson(ctx.db, auth.userId)) ?? null);
  });
}
