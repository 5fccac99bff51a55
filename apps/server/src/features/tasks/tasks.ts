import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type { TTask, TTaskStatus, ZCreateTaskRequest, ZTaskListQuery, ZUpdateTaskRequest } from '@apex/shared/settings';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import {
  deleteTaskRow,
  findTaskById,
  findTaskPage,
  insertTask,
  type TaskRow,
  type TaskValues,
  updateTaskRow,
} from './queries';

const toTask = (row: TaskRow): TTask => ({
  ...row,
  status: row.status as TTaskStatus,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Whose list it is: every call works on the caller's own tasks only. */
type Owner = AuditActor & { userId: number };

export async function findTasks(
  { db }: ServiceContext,
  { owner, query }: { owner: Owner; query: z.output<typeof ZTaskListQuery> },
): Promise<TPage<TTask>> {
  const page = await findTaskPage(db, { ...query, ownerId: owner.userId });
  return { rows: page.rows.map(toTask), total: page.total };
}

/** Another user's task answers 404, exactly as a task that does not exist: its existence is not told. */
export async function getTask({ db }: ServiceContext, { owner, id }: { owner: Owner; id: number }): Promise<TTask> {
  const row = await findTaskById(db, owner.userId, id);
  if (!row) throw notFound(ENTITY_NAMES.task, id);
  return toTask(row);
}

export async function createTask(
  ctx: ServiceContext,
  { owner, input }: { owner: Owner; input: z.output<typeof ZCreateTaskRequest> },
): Promise<TTask> {
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertTask(tx, { ...input, ownerId: owner.userId, createdBy: owner.account });
    await writeAudit(tx, owner, {
      action: 'task.created',
      entity: 'task',
      entityId: id,
      key: input.title,
      detail: input,
    });
    return id;
  });
  return getTask(ctx, { owner, id });
}

type TaskChange = Partial<TaskValues> & { status?: TTaskStatus };

/** A change of the caller's task at the version they read, logged with what it changed. */
async function changeTask(
  ctx: ServiceContext,
  { owner, id, version, values }: { owner: Owner; id: number; version: number; values: TaskChange },
): Promise<TTask> {
  const before = await getTask(ctx, { owner, id });
  await ctx.db.transaction(async (tx) => {
    await updateTaskRow(tx, { id, version, by: owner.account, entity: ENTITY_NAMES.task }, values);
    await writeAudit(tx, owner, {
      action: 'task.updated',
      entity: 'task',
      entityId: id,
      key: before.title,
      detail: { title: before.title, changes: changedFields(before, values) },
    });
  });
  return getTask(ctx, { owner, id });
}

export function updateTask(
  ctx: ServiceContext,
  { owner, id, input }: { owner: Owner; id: number; input: z.output<typeof ZUpdateTaskRequest> },
): Promise<TTask> {
  const { version, ...values } = input;
  return changeTask(ctx, { owner, id, version, values });
}

/** Marks the task done, or open again. */
export function setTaskStatus(
  ctx: ServiceContext,
  { owner, id, version, status }: { owner: Owner; id: number; version: number; status: TTaskStatus },
): Promise<TTask> {
  return changeTask(ctx, { owner, id, version, values: { status } });
}

export async function deleteTask(
  ctx: ServiceContext,
  { owner, id, version }: { owner: Owner; id: number; version: number },
): Promise<void> {
  const task = await getTask(ctx, { owner, id });
  await ctx.db.transaction(async (tx) => {
    await deleteTaskRow(tx, { id, version, entity: ENTITY_NAMES.task });
    await writeAudit(tx, owner, {
      action: 'task.deleted',
      entity: 'task',
      entityId: id,
      key: task.title,
      detail: { title: task.title },
    });
  });
}
