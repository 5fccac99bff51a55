import { z } from 'zod';
import type { TPermission } from '../permissions/registry';
import { ZIdParams, ZPage, ZVersionQuery } from './paging';
import { defineRoute, FILE_RESPONSE, needs } from './route';

interface RecordRoutesDef<
  Path extends string,
  Row extends z.ZodType,
  Detail extends z.ZodType,
  Query extends z.ZodObject,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
> {
  /** The collection's path under /api (`/sys/vessels`); one record is `{path}/:id`. */
  path: Path;
  tag: string;
  /** Who may read the records, and who may change them. */
  view: TPermission;
  edit: TPermission;
  row: Row;
  /** One record as get, create and update answer it, when it holds more than its list row. */
  detail?: Detail;
  query: Query;
  create: Create;
  /** Carries the `version` the change is based on (optimistic concurrency). */
  update: Update;
  /** For the OpenAPI summaries: "Vessels", "vessel", and what makes a record unique or deletable. */
  plural: string;
  singular: string;
  createRule?: string;
  deleteRule?: string;
}

/**
 * The routes of a record kept on an administration screen (conventions §5): a paged list and its
 * Excel export, one record, create, update and delete, the last two naming the version they were
 * based on.
 */
export function recordRoutes<
  const Path extends string,
  Row extends z.ZodType,
  Query extends z.ZodObject,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
  Detail extends z.ZodType = Row,
>(def: RecordRoutesDef<Path, Row, Detail, Query, Create, Update>) {
  const { path, tag } = def;
  const detail = (def.detail ?? def.row) as Detail;
  const one = `${path}/:id` as const;
  const a = `${/^[aeiou]/i.test(def.singular) ? 'an' : 'a'} ${def.singular}`;
  return {
    list: defineRoute({
      method: 'GET',
      path,
      access: needs(def.view),
      summary: `${def.plural}, paged`,
      tag,
      query: def.query,
      response: ZPage(def.row),
    }),
    get: defineRoute({
      method: 'GET',
      path: one,
      access: needs(def.view),
      summary: `One ${def.singular}`,
      tag,
      params: ZIdParams,
      response: detail,
    }),
    create: defineRoute({
      method: 'POST',
      path,
      access: needs(def.edit),
      summary: `Creates ${a}${def.createRule ? `; ${def.createRule}` : ''}`,
      tag,
      body: def.create,
      response: detail,
    }),
    update: defineRoute({
      method: 'PUT',
      path: one,
      access: needs(def.edit),
      summary: `Updates ${a} (optimistic concurrency on version)`,
      tag,
      params: ZIdParams,
      body: def.update,
      response: detail,
    }),
    /** The whole list as an .xlsx workbook, with the list's filters and sort (not its paging). */
    export: defineRoute({
      method: 'GET',
      path: `${path}/export` as const,
      access: needs(def.view),
      summary: `${def.plural} as an Excel workbook, filtered and sorted as the list`,
      tag,
      query: def.query.omit({ page: true, pageSize: true }),
      response: FILE_RESPONSE,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: one,
      access: needs(def.edit),
      summary: `Deletes ${a}${def.deleteRule ? ` ${def.deleteRule}` : ''}`,
      tag,
      params: ZIdParams,
      query: ZVersionQuery,
      response: z.null(),
    }),
  };
}
