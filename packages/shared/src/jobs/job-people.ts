import { z } from 'zod';
import { text } from '../api/paging';
import { defineRoute } from '../api/route';
import { jobRouteBase } from './job-route-base';
import type { TJobType } from './job-types';

export const ZJobPeopleQuery = z.object({
  /** Part of the account or the name. */
  keyword: text(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A user a job can name as its operator, sales or local sales. */
const ZJobPerson = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type TJobPerson = z.infer<typeof ZJobPerson>;

/**
 * The people picker of the job card: enabled users by account or name. Those who work on a job
 * type's jobs may search them, without the user administration's permission.
 */
export function jobPeopleRoutes(jobType: TJobType) {
  const { jobs, read, write, name } = jobRouteBase(jobType);
  return {
    search: defineRoute({
      method: 'GET',
      path: `${jobs}/people`,
      access: read,
      summary: 'Enabled users matching an account or name, for the job card’s people pickers; at most 50',
      tag: `${name} jobs`,
      query: ZJobPeopleQuery,
      response: z.array(ZJobPerson),
    }),
    /** Who a new job names as its operator when the form leaves it empty (the create does the same). */
    newJobOperator: defineRoute({
      method: 'GET',
      path: `${jobs}/people/new-job-operator`,
      access: write,
      summary: 'The signed-in user when they hold the OPERATOR role, else null: a new job’s default operator',
      tag: `${name} jobs`,
      response: ZJobPerson.nullable(),
    }),
  };
}
