import { z } from 'zod';
import { text } from '../api/paging';
import { defineRoute, needs } from '../api/route';
import { JOB_API } from './job-routes';
import type { TJobType } from './job-types';

export const ZJobPeopleQuery = z.object({
  /** Part of the account or the name. */
  keyword: text(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TJobPeopleQuery = z.input<typeof ZJobPeopleQuery>;

/** A user a job can name as its operator, sales or local sales. */
export const ZJobPerson = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type TJobPerson = z.infer<typeof ZJobPerson>;

/**
 * The people picker of the job card: enabled users by account or name. Those who work on a job
 * type's jobs may search them, without the user administration's permission.
 */
const peopleRoute = (jobType: TJobType) =>
  defineRoute({
    method: 'GET',
    path: `${JOB_API[jobType].path}/people`,
    access: needs(JOB_API[jobType].view),
    summary: 'Enabled users matching an account or name, for the job card’s people pickers; at most 50',
    tag: `${JOB_API[jobType].name.toLowerCase()} jobs`,
    query: ZJobPeopleQuery,
    response: z.array(ZJobPerson),
  });

export const jobPeopleRoutes = { OE: peopleRoute('OE'), OI: peopleRoute('OI') };
