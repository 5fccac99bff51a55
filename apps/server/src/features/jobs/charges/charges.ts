import {
  belowMinMargin,
  chargeSummary,
  paymentStateOf,
  type TChargeLine,
  type TCompanyType,
  type TJobCharges,
  type ZSaveChargesRequest,
} from '@apex/shared/finance';
import type { TOtherServiceKind } from '@apex/shared/movement';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../../db/client';
import type { ServiceContext } from '../../../platform/service-context';
import type { JobRef } from '../access/job-access';
import { readJobPart, saveJobPart } from '../access/job-part';
import type { JobRow } from '../access/queries';
import { isMaster } from '../bills/bill-scope';
import { assertJobMayHoldCharges } from '../bills/consolidation';
import {
  type ChargeLineRow,
  type ChargeLineWithNames,
  deleteChargeLines,
  findBranchCompanies,
  findChargeLines,
  findJobInvoices,
  insertChargeLines,
  renumberChargeLines,
  updateChargeLine,
} from './charge-queries';
import { refreshJobMoney } from './job-money';
import { findOfficeMoneySettings } from './job-money-queries';
import { checkLineLocks, planLines, refuseServiceLines } from './line-changes';
import { chargeLineRow, type LineInput, rateBook, rateDateOf } from './line-figures';
import { checkLineReferences } from './line-references';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toChargeLine({ line, otherServiceKind, ...names }: ChargeLineWithNames): TChargeLine {
  const { jobId, chargeCodeId, apportionedFromJobId, otherServiceId, updatedBy, updatedAt, ...own } = line;
  return {
    ...own,
    ...names,
    side: own.side as TChargeLine['side'],
    ppCc: own.ppCc as TChargeLine['ppCc'],
    unit: own.unit as TChargeLine['unit'],
    taxType: own.taxType as TChargeLine['taxType'],
    checkStatus: own.checkStatus as TChargeLine['checkStatus'],
    companyType: own.companyType as TCompanyType,
    category: names.category as TChargeLine['category'],
    invoiceState: names.invoiceState as TChargeLine['invoiceState'],
    chargeName: { en: names.chargeNameEn, cn: names.chargeNameCn },
    otherService: otherServiceId === null ? null : { id: otherServiceId, kind: otherServiceKind as TOtherServiceKind },
    checkedAt: iso(own.checkedAt),
    createdAt: own.createdAt.toISOString(),
  };
}

/** The tab's content: lines, totals and profit, the job's money status and invoices (spec §2.8). */
async function readCharges(db: DbOrTx, job: JobRow, callerCompanyType: TCompanyType) {
  const [rows, invoices, office, branchCompanies] = await Promise.all([
    findChargeLines(db, job.id),
    findJobInvoices(db, job.id),
    findOfficeMoneySettings(db, job.officeCode),
    findBranchCompanies(db),
  ]);
  const lines = rows.map(toChargeLine);
  const summary = chargeSummary(lines);
  return {
    isMaster: isMaster(job),
    localCurrency: office.localCurrency,
    rateDate: rateDateOf(job),
    lines,
    summary: {
      ...summary,
      minMarginPct: office.minMarginPct,
      belowMinMargin: belowMinMargin(summary.marginPct, office.minMarginPct),
    },
    status: {
      invoiceStatus: job.invoiceStatus,
      closeStatus: job.closeStatus,
      reviewStatus: job.reviewStatus,
      arCheckStatus: job.arCheckStatus,
      apCheckStatus: job.apCheckStatus,
      reviewDate: job.reviewDate,
    } as TJobCharges['status'],
    invoices: invoices.map((invoice) => ({
      ...invoice,
      kind: invoice.kind as TJobCharges['invoices'][number]['kind'],
      state: invoice.state as TJobCharges['invoices'][number]['state'],
      paymentState: paymentStateOf(invoice.grossTotal, invoice.clearedAmount),
    })),
    callerCompanyType,
    branchCompanies,
  };
}

/** The charges part of the job-part frame, read for a caller of one company type. */
const chargesPart = (callerCompanyType: TCompanyType) => ({
  part: 'charges' as const,
  read: (db: DbOrTx, job: JobRow) => readCharges(db, job, callerCompanyType),
});

/** Who calls, as the charges see them: the operation log's actor and the company type (spec §6). */
export type ChargesCaller = JobRef & { companyType: TCompanyType };

export const getCharges = (ctx: ServiceContext, { companyType, ...ref }: ChargesCaller): Promise<TJobCharges> =>
  readJobPart(ctx, ref, chargesPart(companyType));

/**
 * Writes the grid's lines against the saved ones: the locks first (nothing is written when one
 * holds), then what they name, then each new or changed line with its figures; kept lines keep
 * their id, figures and version, at their new place. The job's money status follows in the same
 * transaction. Answers the operation log's detail.
 */
async function writeLines(tx: Tx, job: JobRow, lines: LineInput[], { companyType, actor }: ChargesCaller) {
  if (lines.length) assertJobMayHoldCharges(job);
  const plan = planLines(await findChargeLines(tx, job.id), lines);
  refuseServiceLines(plan);
  checkLineLocks(job, plan, companyType);
  const at = (index: number) => `body.lines[${index}]`;
  const touched = [...plan.added, ...plan.changed].map(({ index, line }) => ({ at: at(index), line }));
  const codeIds = await checkLineReferences(tx, job, touched);
  const book = rateBook(tx, job, (await findOfficeMoneySettings(tx, job.officeCode)).localCurrency);
  const rowOf = (index: number, line: LineInput, saved?: ChargeLineRow) =>
    chargeLineRow(
      book,
      { at: at(index), line },
      {
        jobId: job.id,
        lineNo: index + 1,
        chargeCodeId: codeIds.get(line.chargeCode)!,
        companyType,
        by: actor.account,
        saved,
      },
    );
  const added = [];
  for (const { index, line } of plan.added) added.push(await rowOf(index, line));
  const changed = [];
  for (const { index, line, saved } of plan.changed)
    changed.push({ id: saved.line.id, row: await rowOf(index, line, saved.line) });
  await deleteChargeLines(
    tx,
    plan.deleted.map((d) => d.line.id),
  );
  for (const { id, row } of changed) await updateChargeLine(tx, id, row);
  const moved = plan.kept.filter(({ index, saved }) => saved.line.lineNo !== index + 1);
  await renumberChargeLines(
    tx,
    moved.map(({ index, saved }) => ({ id: saved.line.id, lineNo: index + 1 })),
  );
  await insertChargeLines(tx, added);
  await refreshJobMoney(tx, job.id);
  return {
    lines: lines.length,
    added: added.length,
    changed: plan.changed.map((c) => c.index + 1),
    deleted: plan.deleted.map((d) => d.chargeCode),
  };
}

/** spec §2.8/§5: the job's lines saved as a whole at the part's version read. */
export async function saveCharges(
  ctx: ServiceContext,
  { input, ...caller }: ChargesCaller & { input: z.output<typeof ZSaveChargesRequest> },
): Promise<TJobCharges> {
  return saveJobPart(ctx, caller, {
    ...chargesPart(caller.companyType),
    version: input.version,
    write: (tx, job) => writeLines(tx, job, input.lines, caller),
  });
}
