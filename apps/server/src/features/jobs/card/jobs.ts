import { ENTITY_NAMES } from '@apex/shared';
import {
  type TJob,
  type TJobType,
  typedMeasures,
  type ZChangeJobModeRequest,
  type ZCreateJobRequest,
  type ZUpdateJobRequest,
} from '@apex/shared/jobs';
import { labelIn } from '@apex/shared/labels';
import { JOB_FIELDS, type JobFieldRequirement, missingRequiredJobFields, type TJobMode } from '@apex/shared/master';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../../db/client';
import { type AuditActor, writeAudit } from '../../../platform/audit/audit-log';
import { changedFields } from '../../../platform/audit/changes';
import { AppError, badRequest, notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { deleteJobEdocs } from '../../edocs/edocs';
import { partiesOverCredit } from '../../finance/credit/credit';
import { findJobFieldRows } from '../../job-field-config/queries';
import { nextJobNumber } from '../../job-number-rules/next-job-number';
import { findOfficeId } from '../../job-number-rules/queries';
import { lockJob, readJob } from '../access/job-access';
import type { JobRow } from '../access/queries';
import { isMaster } from '../bills/bill-scope';
import { countJobHbls } from '../bills/queries';
import { refuseIfJobHasCharges, refuseIfJobHasMoney } from '../charges/charge-guards';
import { findOperatorPerson } from '../people/queries';
import { letGoOfTruckingOrders, lockJobsSharingOrders } from '../trucking/deleted-job-orders';
import { refuseTypedDeliveredDate } from '../trucking/delivered-date';
import { findDeliveryOrderOf } from '../trucking/queries';
import { fromColumns, PARTY_FIELDS, PORT_FIELDS, toColumns, USER_FIELDS } from './job-columns';
import { checkJobReferences } from './job-references';
import { countSubJobs, deleteJobRow, findJobNames, insertJob, updateJobRow } from './queries';

type CreateInput = z.output<typeof ZCreateJobRequest>;
type UpdateInput = z.output<typeof ZUpdateJobRequest>;
type GeneralInput = Omit<UpdateInput, 'version' | 'confirmPastEta'>;

/** The day in UTC, as the database's `current_date` of the tasks list: "today" for the ETA rule. */
const today = () => new Date().toISOString().slice(0, 10);

/** spec §5: an ETA before today asks first; the save goes through once the user confirmed it. */
function confirmPastEta(eta: string | null, previous: string | null, confirmed: boolean) {
  if (eta && eta !== previous && eta < today() && !confirmed)
    throw new AppError(409, 'job.pastEta', { eta }, { confirm: 'pastEta' });
}

/** spec §3 Job field config and §5: the fields this save may not leave empty, answered together. */
async function checkRequired(
  db: DbOrTx,
  jobType: TJobType,
  jobMode: TJobMode,
  values: GeneralInput,
  stage: 'new' | 'edit',
) {
  const config = await findJobFieldRows(db, { jobType, jobMode });
  const missing = missingRequiredJobFields(config as JobFieldRequirement[], { jobType, ...values }, stage);
  if (missing.length)
    throw badRequest(
      'job.requiredFields',
      { fields: missing.map((name) => labelIn('en_US', JOB_FIELDS[name].label)).join(', ') },
      { fields: missing },
    );
}

async function toJob(db: DbOrTx, row: JobRow): Promise<TJob> {
  // Kept for the lists' filters and later issues, not part of the card's general part.
  const { operationAt, packingDate, gateInDate, reviewDate, relatedJobId, splitFromJobId, ...card } = row;
  const general = fromColumns(card);
  const partyIds = Object.keys(PARTY_FIELDS).flatMap((f) => (general[f] ? [general[f] as number] : []));
  const userIds = USER_FIELDS.flatMap((f) => (general[f] ? [general[f] as number] : []));
  const portCodes = PORT_FIELDS.flatMap((f) => (general[f] ? [general[f] as string] : []));
  const [names, overCredit, deliveredBy] = await Promise.all([
    findJobNames(db, { partyIds, carrierId: row.carrierId, portCodes, userIds }),
    partiesOverCredit(db, partyIds),
    findDeliveryOrderOf(db, row.id),
  ]);
  const byField = <T>(fields: readonly string[], find: (key: unknown) => T | undefined) =>
    Object.fromEntries(
      fields.flatMap((f) => {
        const found = general[f] ? find(general[f]) : undefined;
        return found ? [[f, found]] : [];
      }),
    );
  return {
    ...(general as Omit<TJob, 'parties' | 'ports' | 'people' | 'carrierName'>),
    pol: row.pol ?? '',
    pod: row.pod ?? '',
    finalDestination: row.finalDestination ?? '',
    jobType: row.jobType as TJobType,
    jobMode: row.jobMode as TJobMode,
    jobStatus: row.jobStatus as TJob['jobStatus'],
    invoiceStatus: row.invoiceStatus as TJob['invoiceStatus'],
    parties: byField(Object.keys(PARTY_FIELDS), (id) => {
      const party = names.partyRows.find((p) => p.id === id);
      return party && { ...party, overCredit: overCredit.has(party.id) };
    }),
    carrierName: names.carrier ? `${names.carrier.scac} ${names.carrier.nameEn}` : '',
    ports: byField(PORT_FIELDS, (code) => names.portRows.find((p) => p.code === code)),
    people: byField(USER_FIELDS, (id) => {
      const user = names.userRows.find((u) => u.id === id);
      return user && { code: user.code, name: user.name };
    }),
    deliveredBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as TJob;
}

export async function getJob(ctx: ServiceContext, jobType: TJobType, id: number, actor: AuditActor): Promise<TJob> {
  return toJob(ctx.db, await readJob(ctx.db, { jobType, id, actor }));
}

/** The general values as columns: empty port codes are no port (the column is a foreign key). */
const generalColumns = (values: GeneralInput) =>
  toColumns({
    ...values,
    pol: values.pol || null,
    pod: values.pod || null,
    finalDestination: values.finalDestination || null,
  });

/** An operator opening a job operates it unless they name someone else (issue 16 point 11). */
const newJobOperator = async (db: DbOrTx, actor: AuditActor) =>
  actor.userId === null ? null : ((await findOperatorPerson(db, actor.userId))?.id ?? null);

/**
 * Opens a job in the actor's office: checked like a save, numbered by the office's auto-code rule
 * for the job type in the same transaction (spec §8 "no auto-code rule" / "no job no prefix").
 */
export async function addJob(tx: Tx, jobType: TJobType, input: CreateInput, actor: AuditActor): Promise<number> {
  const { jobMode, confirmPastEta: confirmed, ...typed } = input;
  const values = typedMeasures({ ...typed, operator: typed.operator ?? (await newJobOperator(tx, actor)) });
  confirmPastEta(values.eta, null, confirmed);
  await checkRequired(tx, jobType, jobMode, values, 'new');
  await checkJobReferences(tx, values);
  const officeId = await findOfficeId(tx, actor.officeCode);
  if (!officeId) throw notFound(ENTITY_NAMES.office, actor.officeCode);
  const jobNo = await nextJobNumber(tx, officeId, jobType, today());
  const id = await insertJob(tx, {
    ...generalColumns(values),
    jobNo,
    jobType,
    jobMode,
    officeCode: actor.officeCode,
    createdBy: actor.account,
  });
  await writeAudit(tx, actor, {
    action: 'job.created',
    entity: 'job',
    entityId: id,
    key: jobNo,
    detail: { jobNo, jobType, jobMode },
  });
  return id;
}

export async function createJob(
  ctx: ServiceContext,
  { jobType, input, actor }: { jobType: TJobType; input: CreateInput; actor: AuditActor },
): Promise<TJob> {
  const id = await ctx.db.transaction((tx) => addJob(tx, jobType, input, actor));
  return getJob(ctx, jobType, id, actor);
}

export async function updateJob(
  ctx: ServiceContext,
  { jobType, id, input, actor }: { jobType: TJobType; id: number; input: UpdateInput; actor: AuditActor },
): Promise<TJob> {
  const { version, confirmPastEta: confirmed, ...typed } = input;
  const values = typedMeasures(typed);
  await ctx.db.transaction(async (tx) => {
    const before = await lockJob(tx, { jobType, id, actor });
    // spec §5: the customer cannot be changed once charges exist (they bill it).
    if ((values.customer ?? null) !== before.customerId) await refuseIfJobHasCharges(tx, id, 'job.customerLocked');
    confirmPastEta(values.eta, before.eta, confirmed);
    await refuseTypedDeliveredDate(tx, before, values.cargoDeliveredDate ?? null);
    await checkRequired(tx, jobType, before.jobMode as TJobMode, values, 'edit');
    await checkJobReferences(tx, values);
    const columns = generalColumns(values);
    await updateJobRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.job }, columns);
    await writeAudit(tx, actor, {
      action: 'job.updated',
      entity: 'job',
      entityId: id,
      key: before.jobNo,
      detail: { jobNo: before.jobNo, changes: changedFields(before, columns) },
    });
  });
  return getJob(ctx, jobType, id, actor);
}

/** spec §5 "selecting the same job mode is rejected"; a master holding sub-jobs stays a consolidation. */
export async function changeJobMode(
  ctx: ServiceContext,
  {
    jobType,
    id,
    input,
    actor,
  }: { jobType: TJobType; id: number; input: z.output<typeof ZChangeJobModeRequest>; actor: AuditActor },
): Promise<TJob> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockJob(tx, { jobType, id, actor });
    if (before.jobMode === input.jobMode) throw badRequest('job.sameMode', { mode: input.jobMode });
    const held = await countSubJobs(tx, id);
    if (held > 0) throw new AppError(409, 'job.deleteHblFirst', { jobNo: before.jobNo, count: held });
    // spec §5: a consolidation holds no charges, so a job with lines does not become one.
    if (isMaster(input)) await refuseIfJobHasCharges(tx, id, 'lcl.masterNoCharges');
    await updateJobRow(
      tx,
      { id, version: input.version, by: actor.account, entity: ENTITY_NAMES.job },
      { jobMode: input.jobMode },
    );
    await writeAudit(tx, actor, {
      action: 'job.modeChanged',
      entity: 'job',
      entityId: id,
      key: before.jobNo,
      detail: { jobNo: before.jobNo, changes: { jobMode: [before.jobMode, input.jobMode] } },
    });
  });
  return getJob(ctx, jobType, id, actor);
}

/**
 * Deletes a job (spec §5): not one with charge or cost lines or invoices ("cannot delete a job which
 * has charges"), nor one that still holds HB/Ls or LCL sub-jobs ("please delete HBL first"). Its own
 * parts go with it; the trucking orders serving it let go of it (`letGoOfTruckingOrders`).
 */
export async function deleteJob(
  ctx: ServiceContext,
  { jobType, id, version, actor }: { jobType: TJobType; id: number; version: number; actor: AuditActor },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockJobsSharingOrders(tx, id);
    const job = await lockJob(tx, { jobType, id, actor });
    await refuseIfJobHasMoney(tx, id);
    const held = (await countSubJobs(tx, id)) + (await countJobHbls(tx, id));
    if (held > 0) throw new AppError(409, 'job.deleteHblFirst', { jobNo: job.jobNo, count: held });
    await letGoOfTruckingOrders(tx, job, actor);
    await deleteJobEdocs(tx, id);
    await deleteJobRow(tx, { id, version, entity: ENTITY_NAMES.job });
    await writeAudit(tx, actor, {
      action: 'job.deleted',
      entity: 'job',
      entityId: id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo },
    });
  });
}
