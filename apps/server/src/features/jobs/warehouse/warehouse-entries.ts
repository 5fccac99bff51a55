import { ENTITY_NAMES } from '@apex/shared';
import { labelTexts } from '@apex/shared/labels';
import {
  stockOf,
  stockStateOf,
  type TJobWarehouse,
  type TWarehouseEntry,
  type ZCreateWarehouseEntryRequest,
  type ZUpdateWarehouseEntryRequest,
} from '@apex/shared/movement';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { changedFields } from '../../../platform/audit/changes';
import { AppError, invalidField, notFound, unknownReference } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { nextJobRecordNumber } from '../../job-number-rules/next-job-number';
import { type JobRef, lockJob, lockJobRecord, readJob } from '../access/job-access';
import type { JobRow } from '../access/queries';
import { refreshCargoAvailable } from './cargo-availability';
import {
  deleteEntryRow,
  type EntryRow,
  findJobEntryRows,
  findReleaseRows,
  insertEntry,
  lockJobEntryRow,
  type NewEntry,
  partyExists,
  type ReleaseRow,
  updateEntryRow,
} from './queries';

type EntryInput = z.output<typeof ZCreateWarehouseEntryRequest>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toEntry(row: EntryRow, releases: readonly ReleaseRow[]): TWarehouseEntry {
  return {
    ...row,
    inAt: row.inAt.toISOString(),
    lastOutAt: iso(row.lastOutAt),
    stockState: stockStateOf(row),
    releases: releases
      .filter((r) => r.entryId === row.id)
      .map((r) => ({
        id: r.id,
        packages: r.packages,
        weightKg: r.weightKg,
        volumeCbm: r.volumeCbm,
        outAt: r.outAt.toISOString(),
        remark: r.remark,
        createdBy: r.createdBy,
        createdAt: r.createdAt.toISOString(),
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Entries with their releases, read in one query for all of them. */
export async function withReleases<R extends EntryRow>(db: DbOrTx, rows: readonly R[]) {
  const releases = await findReleaseRows(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, entry: toEntry(row, releases) }));
}

const jobFacts = (job: JobRow) => ({
  jobId: job.id,
  jobNo: job.jobNo,
  customsReleaseDate: job.customsReleaseDate,
  cargoAvailableDate: job.cargoAvailableDate,
});

/** The warehouse tab: the job's entries in the order they came in, with their releases. */
export async function getJobWarehouse({ db }: ServiceContext, ref: JobRef): Promise<TJobWarehouse> {
  const job = await readJob(db, ref);
  const entries = await withReleases(db, await findJobEntryRows(db, job.id));
  return { ...jobFacts(job), entries: entries.map((e) => e.entry) };
}

async function readEntry(db: DbOrTx, jobId: number, entryId: number): Promise<TWarehouseEntry> {
  const rows = (await findJobEntryRows(db, jobId)).filter((r) => r.id === entryId);
  const [found] = await withReleases(db, rows);
  if (!found) throw notFound(ENTITY_NAMES.warehouseEntry, entryId);
  return found.entry;
}

const entryValues = (input: EntryInput) => ({
  warehouseId: input.warehouse,
  contact: input.contact,
  devanningBillNo: input.devanningBillNo,
  packages: input.packages,
  weightKg: input.weightKg,
  volumeCbm: input.volumeCbm,
  marks: input.marks,
  inAt: new Date(input.inAt),
  position: input.position,
  damageCount: input.damageCount,
  customsInspection: input.customsInspection,
  customsReleased: input.customsReleased,
  allowOut: input.allowOut,
  outboundConfirmed: input.outboundConfirmed,
  ladingCompany: input.ladingCompany,
});

async function checkWarehouse(tx: Tx, warehouse: number | null) {
  if (warehouse !== null && !(await partyExists(tx, warehouse)))
    throw unknownReference('warehouse', ENTITY_NAMES.party, String(warehouse));
}

const PACKAGES = labelTexts('jobs:fields.packages');

/**
 * What came in is never less than what went out (issue 19), and the outbound is confirmed only once
 * nothing is left in stock. `out` is the entry as saved (nothing out for a new one).
 */
function checkAgainstOut(
  no: string,
  input: EntryInput,
  out: { outPackages: number; outWeightKg: string; outVolumeCbm: string },
) {
  if (input.packages < out.outPackages)
    throw invalidField('packages', 'warehouse.belowOut', { no, out: out.outPackages, what: PACKAGES });
  const stock = stockOf({ ...input, ...out });
  for (const [field, label] of [
    ['weightKg', 'jobs:fields.weightKg'],
    ['volumeCbm', 'jobs:fields.volumeCbm'],
  ] as const)
    if (stock[field]?.startsWith('-'))
      throw invalidField(field, 'warehouse.belowOut', {
        no,
        out: field === 'weightKg' ? out.outWeightKg : out.outVolumeCbm,
        what: labelTexts(label),
      });
  if (input.outboundConfirmed && stock.packages > 0)
    throw invalidField('outboundConfirmed', 'warehouse.outboundWithStock', { no, left: stock.packages });
}

export async function auditEntry(
  tx: Tx,
  ref: JobRef,
  entry: { id: number; warehouseInNo: string },
  action: `warehouseEntry.${'created' | 'updated' | 'deleted' | 'released' | 'releaseCancelled'}`,
  detail: Record<string, unknown>,
) {
  await writeAudit(tx, ref.actor, {
    action,
    entity: 'warehouseEntry',
    entityId: entry.id,
    key: entry.warehouseInNo,
    detail: { warehouseInNo: entry.warehouseInNo, ...detail },
  });
}

/**
 * New warehousing (spec §8): cargo of the job received, numbered by the office's warehouse-in rule
 * in the same transaction (a failed save gives its number back), and the job's availability.
 */
export async function createEntry(
  ctx: ServiceContext,
  { input, ...ref }: JobRef & { input: EntryInput },
): Promise<TWarehouseEntry> {
  const id = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, ref);
    await checkWarehouse(tx, input.warehouse);
    const warehouseInNo = await nextJobRecordNumber(tx, job, 'WHI');
    checkAgainstOut(warehouseInNo, input, { outPackages: 0, outWeightKg: '0', outVolumeCbm: '0' });
    const values: NewEntry = {
      ...entryValues(input),
      jobId: job.id,
      officeCode: job.officeCode,
      jobType: job.jobType,
      warehouseInNo,
      createdBy: ref.actor.account,
      updatedBy: ref.actor.account,
    };
    const id = await insertEntry(tx, values);
    await refreshCargoAvailable(tx, job);
    await auditEntry(tx, ref, { id, warehouseInNo }, 'warehouseEntry.created', {
      jobNo: job.jobNo,
      packages: input.packages,
    });
    return id;
  });
  const job = await readJob(ctx.db, ref);
  return readEntry(ctx.db, job.id, id);
}

/** Who writes which entry at which version (the version the caller read). */
interface EntryTarget {
  ref: JobRef;
  entryId: number;
  version: number;
}
type EntryChange = (tx: Tx, job: JobRow, entry: EntryRow) => Promise<void>;

/**
 * A write to one entry of the job: the job locked first (404 outside the caller's office and type),
 * then the entry (404 if not the job's), its version checked (409), `change` made, and the job's
 * availability brought up to date, in one transaction. Answers the job's id.
 */
async function changeEntry(ctx: ServiceContext, { ref, entryId, version }: EntryTarget, change: EntryChange) {
  return ctx.db.transaction(async (tx) => {
    const { job, record: entry } = await lockJobRecord(tx, ref, version, async (job) => {
      const row = await lockJobEntryRow(tx, job.id, entryId);
      if (!row) throw notFound(ENTITY_NAMES.warehouseEntry, entryId);
      return row;
    });
    await change(tx, job, entry);
    await refreshCargoAvailable(tx, job);
    return job.id;
  });
}

/** `changeEntry`, answering the entry as it is after the change. */
export async function writeEntry(ctx: ServiceContext, target: EntryTarget, change: EntryChange) {
  const jobId = await changeEntry(ctx, target, change);
  return readEntry(ctx.db, jobId, target.entryId);
}

export const versioned = (entry: EntryRow, ref: JobRef) => ({
  id: entry.id,
  version: entry.version,
  by: ref.actor.account,
  entity: ENTITY_NAMES.warehouseEntry,
});

/** An entry's fields and flags; its number and what went out stay. */
export function updateEntry(
  ctx: ServiceContext,
  { input, entryId, ...ref }: JobRef & { entryId: number; input: z.output<typeof ZUpdateWarehouseEntryRequest> },
) {
  return writeEntry(ctx, { ref, entryId, version: input.version }, async (tx, _job, entry) => {
    await checkWarehouse(tx, input.warehouse);
    checkAgainstOut(entry.warehouseInNo, input, entry);
    const values = entryValues(input);
    await updateEntryRow(tx, versioned(entry, ref), values);
    await auditEntry(tx, ref, entry, 'warehouseEntry.updated', {
      changes: changedFields({ ...entry, warehouseId: entry.warehouse }, values),
    });
  });
}

/** Only an entry none of whose cargo went out goes: a release is history. */
export async function deleteEntry(
  ctx: ServiceContext,
  { entryId, version, ...ref }: JobRef & { entryId: number; version: number },
) {
  await changeEntry(ctx, { ref, entryId, version }, async (tx, job, entry) => {
    if (entry.outPackages > 0) throw new AppError(409, 'warehouse.notDeletable', { no: entry.warehouseInNo });
    await deleteEntryRow(tx, { id: entry.id, version, entity: ENTITY_NAMES.warehouseEntry });
    await auditEntry(tx, ref, entry, 'warehouseEntry.deleted', { jobNo: job.jobNo, packages: entry.packages });
  });
}
