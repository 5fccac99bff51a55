import { ENTITY_NAMES } from '@apex/shared';
import { ZChargeLineInput } from '@apex/shared/finance';
import { utcToday } from '@apex/shared/format';
import type { TLocale } from '@apex/shared/i18n';
import type { TJobType } from '@apex/shared/jobs';
import { labelIn } from '@apex/shared/labels';
import {
  OTHER_SERVICE_KINDS,
  type TJobOtherServices,
  type TOtherService,
  type ZCreateOtherServiceRequest,
  type ZUpdateOtherServiceRequest,
} from '@apex/shared/movement';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { changedFields } from '../../../platform/audit/changes';
import { notFound, unknownReference } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { chargeCodeIdsFor } from '../../charge-schemes/scheme-lines';
import { lockJob, lockJobRecord, readJob } from '../access/job-access';
import type { JobRow } from '../access/queries';
import type { ChargesCaller } from '../charges/charges';
import { findOfficeMoneySettings } from '../charges/job-money-queries';
import { findServiceCostLines, keepServiceLine, type ServiceCostLine } from '../charges/service-lines';
import { partyExists } from '../warehouse/queries';
import {
  deleteServiceRow,
  findJobServiceRows,
  insertService,
  lockJobServiceRow,
  type ServiceRow,
  updateServiceRow,
} from './queries';

type ServiceInput = z.output<typeof ZCreateOtherServiceRequest>;

/** Who works on a job's services: the charges' caller (a cost line is written with them) and their language. */
type ServiceCaller = ChargesCaller & { locale: TLocale };

const toService = (row: ServiceRow, line: ServiceCostLine | undefined): TOtherService => ({
  ...row,
  kind: row.kind as TOtherService['kind'],
  costLine: line
    ? {
        id: line.id,
        lineNo: line.lineNo,
        localAmount: line.localAmount,
        invoiceNo: line.invoiceNo,
        invoiced: line.invoiced,
        checked: line.checked,
      }
    : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The other service tab: the job's services with their cost lines. */
export async function getJobOtherServices({ db }: ServiceContext, ref: ChargesCaller): Promise<TJobOtherServices> {
  const job = await readJob(db, ref);
  const [rows, lines, office] = await Promise.all([
    findJobServiceRows(db, job.id),
    findServiceCostLines(db, job.id),
    findOfficeMoneySettings(db, job.officeCode),
  ]);
  return {
    jobId: job.id,
    jobNo: job.jobNo,
    localCurrency: office.localCurrency,
    services: rows.map((row) => toService(row, lines.get(row.id))),
  };
}

async function readService(ctx: ServiceContext, jobId: number, id: number) {
  const row = (await findJobServiceRows(ctx.db, jobId)).find((r) => r.id === id);
  if (!row) throw notFound(ENTITY_NAMES.otherService, id);
  return toService(row, (await findServiceCostLines(ctx.db, jobId)).get(id));
}

/** The supplier is a party; the charge code one of the charge master for the job's type (spec §5). */
async function serviceValues(tx: Tx, job: JobRow, input: ServiceInput) {
  if (input.supplier !== null && !(await partyExists(tx, input.supplier)))
    throw unknownReference('supplier', ENTITY_NAMES.party, String(input.supplier));
  const codeIds =
    input.chargeCode === null
      ? null
      : await chargeCodeIdsFor(tx, job.jobType as TJobType, [{ field: 'body.chargeCode', code: input.chargeCode }]);
  const { supplier, chargeCode, ...own } = input;
  return { ...own, supplierId: supplier, chargeCodeId: chargeCode === null ? null : codeIds!.get(chargeCode)! };
}

/**
 * The AP line a service's cost is (null without a cost): one shipment at the amount, paid to the
 * supplier. What the service does not say is kept from the saved line — its due date, and its name
 * while the kind stays — so that a change of the dates or notes alone leaves the line as it is.
 */
function costLineOf(
  input: ServiceInput,
  { locale, saved }: { locale: TLocale; saved?: { line?: ServiceCostLine; kind: string } },
) {
  if (input.amount === null) return null;
  const keepsName = saved?.line !== undefined && saved.kind === input.kind;
  return ZChargeLineInput.parse({
    side: 'AP',
    chargeCode: input.chargeCode,
    displayName: keepsName ? saved.line!.displayName : labelIn(locale, OTHER_SERVICE_KINDS[input.kind]),
    partyId: input.supplier,
    currency: input.currency,
    unit: 'SHPT',
    num: '1',
    price: input.amount,
    dueDate: saved?.line?.dueDate ?? input.doneDate ?? input.orderedDate ?? utcToday(),
  });
}

async function auditService(
  tx: Tx,
  caller: Pick<ServiceCaller, 'actor'>,
  service: { id: number; kind: string },
  action: `otherService.${'created' | 'updated' | 'deleted'}`,
  detail: Record<string, unknown>,
) {
  await writeAudit(tx, caller.actor, {
    action,
    entity: 'otherService',
    entityId: service.id,
    key: service.kind,
    detail: { kind: service.kind, ...detail },
  });
}

/** Who writes a service: the charges' writer of its cost line (company type, actor) and their language. */
type ServiceWriter = Pick<ServiceCaller, 'companyType' | 'actor' | 'locale'>;

/**
 * A new service of the locked job, and its cost line when it has a cost, in the caller's transaction
 * (the tab's create and the demo data). Answers its id.
 */
export async function addOtherService(tx: Tx, job: JobRow, writer: ServiceWriter, input: ServiceInput) {
  const values = await serviceValues(tx, job, input);
  const by = writer.actor.account;
  const id = await insertService(tx, { ...values, jobId: job.id, createdBy: by, updatedBy: by });
  const line = costLineOf(input, { locale: writer.locale });
  const costLine = await keepServiceLine(tx, job, writer, { otherServiceId: id, line, at: 'body' });
  await auditService(tx, writer, { id, kind: input.kind }, 'otherService.created', { jobNo: job.jobNo, costLine });
  return id;
}

/** A new service, and its cost line when it has a cost, in one transaction. */
export async function createOtherService(
  ctx: ServiceContext,
  { input, ...caller }: ServiceCaller & { input: ServiceInput },
): Promise<TOtherService> {
  const { jobId, id } = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, caller);
    return { jobId: job.id, id: await addOtherService(tx, job, caller, input) };
  });
  return readService(ctx, jobId, id);
}

type Change = (tx: Tx, job: JobRow, service: ServiceRow, line: ServiceCostLine | undefined) => Promise<void>;

/**
 * A write to one service: the job locked first (404 outside the caller's office and type), then the
 * service (404 if not the job's), its version checked (409); its cost line follows in the same
 * transaction through the charges' own rules (a checked or invoiced line refuses the change).
 */
async function changeService(
  ctx: ServiceContext,
  { caller, serviceId, version }: { caller: ServiceCaller; serviceId: number; version: number },
  change: Change,
) {
  return ctx.db.transaction(async (tx) => {
    const { job, record: service } = await lockJobRecord(tx, caller, version, async (job) => {
      const row = await lockJobServiceRow(tx, job.id, serviceId);
      if (!row) throw notFound(ENTITY_NAMES.otherService, serviceId);
      return row;
    });
    await change(tx, job, service, (await findServiceCostLines(tx, job.id)).get(service.id));
    return job.id;
  });
}

export async function updateOtherService(
  ctx: ServiceContext,
  {
    input,
    serviceId,
    ...caller
  }: ServiceCaller & { serviceId: number; input: z.output<typeof ZUpdateOtherServiceRequest> },
): Promise<TOtherService> {
  const { version, ...fields } = input;
  const jobId = await changeService(ctx, { caller, serviceId, version }, async (tx, job, service, saved) => {
    const values = await serviceValues(tx, job, fields);
    const line = costLineOf(fields, { locale: caller.locale, saved: { line: saved, kind: service.kind } });
    const costLine = await keepServiceLine(tx, job, caller, { otherServiceId: service.id, line, at: 'body' });
    await updateServiceRow(
      tx,
      { id: service.id, version, by: caller.actor.account, entity: ENTITY_NAMES.otherService },
      values,
    );
    await auditService(tx, caller, service, 'otherService.updated', {
      changes: changedFields({ ...service, supplierId: service.supplier }, { ...fields, supplierId: fields.supplier }),
      costLine,
    });
  });
  return readService(ctx, jobId, serviceId);
}

/** Deletes a service and its cost line (not once the line is checked or on an invoice). */
export async function deleteOtherService(
  ctx: ServiceContext,
  { serviceId, version, ...caller }: ServiceCaller & { serviceId: number; version: number },
) {
  await changeService(ctx, { caller, serviceId, version }, async (tx, job, service) => {
    await keepServiceLine(tx, job, caller, { otherServiceId: service.id, line: null, at: 'body' });
    await deleteServiceRow(tx, { id: service.id, version, entity: ENTITY_NAMES.otherService });
    await auditService(tx, caller, service, 'otherService.deleted', { jobNo: job.jobNo });
  });
}
