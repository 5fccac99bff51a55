import { ENTITY_NAMES, type TPage } from '@apex/shared';
import { INVOICE_NO_MAX } from '@apex/shared/finance';
import type {
  TJobNumberPreview,
  TJobNumberRule,
  TNumberRuleKind,
  ZCreateJobNumberRuleRequest,
  ZJobNumberRuleListQuery,
  ZUpdateJobNumberRuleRequest,
} from '@apex/shared/master';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type AuditActor, writeAudit } from '../../platform/audit/audit-log';
import { changedFields } from '../../platform/audit/changes';
import { asDuplicate } from '../../platform/db/pg-errors';
import { invalidField, notFound, unknownReference } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { previewJobNumber } from './next-job-number';
import {
  deleteRuleRow,
  findOfficeId,
  findRuleById,
  findRulePage,
  insertRule,
  type JobNumberRuleRow,
  updateRuleRow,
} from './queries';

/** A rule as people name it (`SHA OE`, `SHA OE HB/L`, `SHA OE INV`, `SHA OI WHI`, `SHA OE TRK`, `SHA OI CUS`, `SHA OE RAIL`): its office, job type and kind. */
const KIND_SUFFIX: Record<TNumberRuleKind, string> = {
  JOB: '',
  HBL: ' HB/L',
  INV: ' INV',
  WHI: ' WHI',
  TRK: ' TRK',
  CUS: ' CUS',
  RAIL: ' RAIL',
};
const ruleName = (rule: { officeCode: string; jobType: string; kind: string }) =>
  `${rule.officeCode} ${rule.jobType}${KIND_SUFFIX[rule.kind as TNumberRuleKind]}`;

/**
 * spec §9: an invoice no is at most 18 digits. The create schema checks the prefix's digits; an
 * update does not know the rule's kind, so the service checks both there, and the length on both.
 */
function checkInvoiceRule(kind: string, rule: { prefix: string; datePattern: string; seqWidth: number }) {
  if (kind !== 'INV') return;
  if (!/^\d*$/.test(rule.prefix)) throw invalidField('body.prefix', 'jobNoRule.invoiceDigits');
  if (rule.prefix.length + rule.datePattern.length + rule.seqWidth > INVOICE_NO_MAX)
    throw invalidField('body.prefix', 'invoice.noTooLong', { max: INVOICE_NO_MAX });
}

const toRule = (row: JobNumberRuleRow): TJobNumberRule => ({
  ...row,
  kind: row.kind as TJobNumberRule['kind'],
  jobType: row.jobType as TJobNumberRule['jobType'],
  datePattern: row.datePattern as TJobNumberRule['datePattern'],
  resetPeriod: row.resetPeriod as TJobNumberRule['resetPeriod'],
  updatedAt: row.updatedAt.toISOString(),
});

export async function findJobNumberRules(
  { db }: ServiceContext,
  query: z.output<typeof ZJobNumberRuleListQuery>,
): Promise<TPage<TJobNumberRule>> {
  const page = await findRulePage(db, query);
  return { rows: page.rows.map(toRule), total: page.total };
}

async function readRule({ db }: ServiceContext, id: number) {
  const row = await findRuleById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.jobNumberRule, id);
  return row;
}

export const getJobNumberRule = async (ctx: ServiceContext, id: number) => toRule(await readRule(ctx, id));

/**
 * One rule per office, kind and job type, for an office that exists. Creates it with its audit row in
 * the caller's transaction (the create route, the Excel import).
 */
export async function addJobNumberRule(tx: Tx, input: z.output<typeof ZCreateJobNumberRuleRequest>, actor: AuditActor) {
  const { officeCode, ...values } = input;
  checkInvoiceRule(input.kind, input);
  const officeId = await findOfficeId(tx, officeCode);
  if (officeId === undefined) throw unknownReference('body.officeCode', ENTITY_NAMES.office, officeCode);
  const id = await insertRule(tx, { ...values, officeId, createdBy: actor.account }).catch(
    asDuplicate(ENTITY_NAMES.jobNumberRule, ruleName({ ...input, officeCode })),
  );
  await writeAudit(tx, actor, {
    action: 'jobNumberRule.created',
    entity: 'jobNumberRule',
    entityId: id,
    key: ruleName({ ...input, officeCode }),
    detail: input,
  });
  return id;
}

export async function createJobNumberRule(
  ctx: ServiceContext,
  { input, actor }: { input: z.output<typeof ZCreateJobNumberRuleRequest>; actor: AuditActor },
): Promise<TJobNumberRule> {
  const id = await ctx.db.transaction((tx) => addJobNumberRule(tx, input, actor));
  return getJobNumberRule(ctx, id);
}

export async function updateJobNumberRule(
  ctx: ServiceContext,
  { id, input, actor }: { id: number; input: z.output<typeof ZUpdateJobNumberRuleRequest>; actor: AuditActor },
): Promise<TJobNumberRule> {
  const before = await getJobNumberRule(ctx, id);
  const { version, ...values } = input;
  checkInvoiceRule(before.kind, values);
  await ctx.db.transaction(async (tx) => {
    await updateRuleRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.jobNumberRule }, values);
    await writeAudit(tx, actor, {
      action: 'jobNumberRule.updated',
      entity: 'jobNumberRule',
      entityId: id,
      key: ruleName(before),
      detail: { officeCode: before.officeCode, jobType: before.jobType, changes: changedFields(before, values) },
    });
  });
  return getJobNumberRule(ctx, id);
}

export async function deleteJobNumberRule(
  ctx: ServiceContext,
  { id, version, actor }: { id: number; version: number; actor: AuditActor },
): Promise<void> {
  const rule = await getJobNumberRule(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await deleteRuleRow(tx, { id, version, entity: ENTITY_NAMES.jobNumberRule });
    await writeAudit(tx, actor, {
      action: 'jobNumberRule.deleted',
      entity: 'jobNumberRule',
      entityId: id,
      key: ruleName(rule),
      detail: { officeCode: rule.officeCode, jobType: rule.jobType },
    });
  });
}

export async function previewJobNumberOf(ctx: ServiceContext, id: number, date: string): Promise<TJobNumberPreview> {
  return { jobNo: await previewJobNumber(ctx.db, await readRule(ctx, id), date), date };
}
