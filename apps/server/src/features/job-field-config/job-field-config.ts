import { ENTITY_NAMES } from '@apex/shared';
import {
  JOB_FIELD_NAMES,
  type TJobFieldConfig,
  type TJobFieldName,
  type ZJobFieldConfigQuery,
  type ZSaveJobFieldConfigRequest,
} from '@apex/shared/master';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { findJobFieldRows, type JobFieldConfigRow, updateJobFieldRow } from './queries';

const entity = ENTITY_NAMES.jobFieldConfig;
const FIELD_ORDER = new Map(JOB_FIELD_NAMES.map((name, i) => [name, i]));
const orderOf = (row: JobFieldConfigRow) => FIELD_ORDER.get(row.fieldName as TJobFieldName) ?? Number.MAX_SAFE_INTEGER;

/**
 * The rows of fields this release knows, by job type and mode, then in the order of JOB_FIELDS (the
 * job card's order); a row of a field a later release dropped is left out.
 */
const toConfig = (rows: JobFieldConfigRow[]): TJobFieldConfig[] =>
  rows
    .filter((row) => FIELD_ORDER.has(row.fieldName as TJobFieldName))
    .sort((a, b) => a.jobType.localeCompare(b.jobType) || a.jobMode.localeCompare(b.jobMode) || orderOf(a) - orderOf(b))
    .map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }) as TJobFieldConfig);

export async function findJobFieldConfig(
  { db }: ServiceContext,
  query: z.output<typeof ZJobFieldConfigQuery>,
): Promise<TJobFieldConfig[]> {
  return toConfig(await findJobFieldRows(db, query));
}

/** Every type and mode, in the same order: for the export. */
export const findAllJobFieldConfig = async (db: DbOrTx) => toConfig(await findJobFieldRows(db));

/**
 * Saves the changed switches of one job type and mode in one transaction with one log row: a
 * field saved by someone else since the screen loaded it (stale version) refuses the whole save.
 */
export async function saveJobFieldConfig(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZSaveJobFieldConfigRequest>; actor: AuditActor },
): Promise<TJobFieldConfig[]> {
  const { jobType, jobMode, fields } = input;
  const key = `${jobType}/${jobMode}`;
  const before = new Map((await findJobFieldConfig(ctx, { jobType, jobMode })).map((row) => [row.fieldName, row]));
  const changes: Record<string, Record<string, [unknown, unknown]>> = {};
  await ctx.db.transaction(async (tx) => {
    for (const { fieldName, version, ...values } of fields) {
      const row = before.get(fieldName);
      if (!row) throw notFound(entity, `${key}/${fieldName}`);
      await updateJobFieldRow(tx, { id: row.id, version, by: actor.account, entity }, values);
      changes[fieldName] = changedFields(row, values);
    }
    await writeAudit(tx, actor, {
      action: 'jobFieldConfig.updated',
      entity: 'jobFieldConfig',
      entityId: key,
      key,
      detail: changes,
    });
  });
  return findJobFieldConfig(ctx, { jobType, jobMode });
}
