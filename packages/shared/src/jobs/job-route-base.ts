import { needs } from '../api/route';
import { JOB_TYPE_TABLE, type TJobType } from './job-types';

/**
 * What every contract of a job type is made from: its paths, the access of a read and of a write,
 * and the words the API document groups its routes under.
 */
export function jobRouteBase(jobType: TJobType) {
  const { api, view, edit } = JOB_TYPE_TABLE[jobType];
  const jobs = `${api}/jobs` as const;
  return {
    api,
    jobs,
    one: `${jobs}/:id` as const,
    read: needs(view),
    write: needs(edit),
    /** The type's permissions, for a part that needs one of its own as well (`needs(part, view)`). */
    view,
    edit,
    // The API document's words come from the path ('/ocean-export' → 'ocean export'): the label is a
    // catalogue key, and reading the catalogue here would load it into every screen that calls a job.
    name: api.slice(1).replaceAll('-', ' '),
    tag: `${api.slice(1).replaceAll('-', ' ')} jobs`,
  };
}
