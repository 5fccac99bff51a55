import { z } from 'zod';
import { calendarDate, queryFlag, requiredText, text, ZIdParams, ZPageQuery, ZVersion } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { defineRoute, needs } from '../api/route';
import type { TLabelKey } from '../labels/keys';

const TASK_STATUSES = ['open', 'done'] as const;
const ZTaskStatus = z.enum(TASK_STATUSES);
export type TTaskStatus = z.infer<typeof ZTaskStatus>;
export const TASK_STATUS_LABELS = {
  open: 'workbench:taskStatuses.open',
  done: 'workbench:taskStatuses.done',
} as const satisfies Record<TTaskStatus, TLabelKey>;

/** One entry of the signed-in user's to-do list (/tasks/index). */
const ZTask = z.object({
  id: z.number().int(),
  title: z.string(),
  dueDate: z.string().nullable(),
  status: ZTaskStatus,
  /** The job it is about, as its job number (the job screens will make it a link). */
  jobNo: z.string(),
  notes: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TTask = z.infer<typeof ZTask>;

const taskFields = {
  title: requiredText(200),
  dueDate: calendarDate.nullable().default(null),
  jobNo: text(30)
    .regex(/^[A-Za-z0-9/_-]*$/)
    .transform((s) => s.toUpperCase())
    .default(''),
  notes: text(2000).default(''),
};

export const ZCreateTaskRequest = z.object({ ...taskFields });

export const ZUpdateTaskRequest = z.object({ version: ZVersion, ...taskFields, status: ZTaskStatus });

const ZTaskStatusRequest = z.object({ version: ZVersion, status: ZTaskStatus });

export const TASK_SORT_FIELDS = ['dueDate', 'title', 'createdAt', 'updatedAt'] as const;
export const ZTaskListQuery = ZPageQuery.extend({
  /** Part of the title, the job no or the notes. */
  keyword: text(100).optional(),
  status: ZTaskStatus.optional(),
  /** Open tasks whose due date has passed. */
  overdue: queryFlag.optional(),
  sortField: z.enum(TASK_SORT_FIELDS).optional(),
});

const records = recordRoutes({
  path: '/tasks',
  tag: 'tasks',
  view: '/tasks/index',
  edit: '/tasks/index',
  row: ZTask,
  query: ZTaskListQuery,
  create: ZCreateTaskRequest,
  update: ZUpdateTaskRequest,
  plural: "The signed-in user's tasks",
  singular: 'task of the signed-in user',
});

/** Every route answers only the caller's own tasks: another user's task is 404. */
export const taskRoutes = {
  ...records,
  setStatus: defineRoute({
    method: 'PUT',
    path: '/tasks/:id/status',
    access: needs('/tasks/index'),
    summary: 'Marks a task of the signed-in user done, or open again (optimistic concurrency on version)',
    tag: 'tasks',
    params: ZIdParams,
    body: ZTaskStatusRequest,
    response: ZTask,
  }),
};
