import type { TASK_SORT_FIELDS, TTaskStatus } from '@apex/shared/settings';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskSearchText, tasks } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  dueDate: tasks.dueDate,
  status: tasks.status,
  jobNo: tasks.jobNo,
  notes: tasks.notes,
  version: tasks.version,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  updatedBy: tasks.updatedBy,
};

export type TaskRow = NonNullable<Awaited<ReturnType<typeof findTaskById>>>;

const SORT: ListSort<TaskSortField> = {
  columns: { dueDate: tasks.dueDate, title: tasks.title, createdAt: tasks.createdAt, updatedAt: tasks.updatedAt },
  fallback: 'dueDate',
  id: tasks.id,
};

interface TaskFilter {
  ownerId: number;
  keyword?: string;
  status?: TTaskStatus;
  overdue?: boolean;
}

/** Open and past its due date (the database's today, UTC); `overdue=false` is every other task. */
// A task without a due date is never overdue (coalesce: `null < today` is null, whose `not` is null too).
const overdueCondition = sql`(${tasks.status} = 'open' and coalesce(${tasks.dueDate} < current_date, false))`;

export function findTaskPage(db: DbOrTx, q: PageQuery<TaskSortField> & TaskFilter) {
  const where = and(
    eq(tasks.ownerId, q.ownerId),
    keywordFilter(taskSearchText(tasks), q.keyword),
    q.status === undefined ? undefined : eq(tasks.status, q.status),
    q.overdue === undefined ? undefined : q.overdue ? overdueCondition : sql`not ${overdueCondition}`,
  );
  const matches = db.select({ count: count() }).from(tasks).where(where);
  return findPage(db.select(taskColumns).from(tasks).where(where).$dynamic(), matches, q, SORT);
}

/** A task of this owner only: another user's task is as good as missing. */
export async function findTaskById(db: DbOrTx, ownerId: number, id: number) {
  const [row] = await db
    .select(taskColumns)
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.ownerId, ownerId)));
  return row;
}

export interface TaskValues {
  title: string;
  dueDate: string | null;
  jobNo: string;
  notes: string;
}

export async function insertTask(db: DbOrTx, values: TaskValues & { ownerId: number; createdBy: string }) {
  const [row] = await db
    .insert(tasks)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: tasks.id });
  return row!.id;
}

export const updateTaskRow = (
  db: DbOrTx,
  target: VersionedTarget,
  values: Partial<TaskValues> & { status?: TTaskStatus },
) => updateVersioned(db, tasks, target, values);

export const deleteTaskRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) => deleteVersioned(db, tasks, target);
