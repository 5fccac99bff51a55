import type { DbOrTx, Tx } from '../../../db/client';
import type { AuditActor } from '../../../platform/audit/audit-log';
import { settleJobs } from '../../finance/affected-jobs';
import type { JobRow } from '../access/queries';
import { assertJobMayHoldCharges } from '../bills/consolidation';
import {
  deleteChargeLines,
  findChargeLines,
  insertChargeLines,
  nextChargeLineNo,
  updateChargeLine,
} from './charge-queries';
import type { ChargesCaller } from './charges';
import { findOfficeMoneySettings } from './job-money-queries';
import { checkLineLocks, isUnchanged, type LinePlan } from './line-changes';
import { chargeLineRow, type LineInput, rateBook } from './line-figures';
import { checkLineReferences } from './line-references';

/** The cost line of an other service, as the service tab tells of it. */
export interface ServiceCostLine {
  id: number;
  lineNo: number;
  localAmount: string;
  invoiceNo: string;
  invoiced: boolean;
  checked: boolean;
  /** What the service keeps from the line when its cost has not changed (its due date, display name). */
  dueDate: string;
  displayName: string;
}

/** The cost lines of a job's other services, by service. */
export async function findServiceCostLines(db: DbOrTx, jobId: number): Promise<Map<number, ServiceCostLine>> {
  const rows = await findChargeLines(db, jobId);
  return new Map(
    rows.flatMap(({ line, invoiceNo }) =>
      line.otherServiceId === null
        ? []
        : [
            [
              line.otherServiceId,
              {
                id: line.id,
                lineNo: line.lineNo,
                localAmount: line.localAmount,
                invoiceNo,
                invoiced: line.invoiceId !== null,
                checked: line.checkStatus === 'CHECKED',
                dueDate: line.dueDate,
                displayName: line.displayName,
              },
            ],
          ],
    ),
  );
}

/** Who writes a service's line: the operation log's actor and the company type (spec §6). */
type LineWriter = Pick<ChargesCaller, 'companyType'> & { actor: AuditActor };

/**
 * Keeps the cost line of an other service as the service now says (docs/decisions.md, issue 19), in
 * the service's transaction with the job locked by the caller: a new line when the service got a
 * cost, the line changed when its cost, supplier or currency did, deleted when the service lost its
 * cost or is deleted (`line` null). The charges' own rules apply as on the grid: the locks (a
 * reviewed job, another company type, a line on an invoice or checked), the references (charge
 * code, currency, party) under the service's fields at `at`, the office's rate on the job's rate
 * date. A change is a save of the charges part: its version goes up, so a charges tab open on the
 * job is stale, and the job's money status follows. Answers whether the line changed.
 */
export async function keepServiceLine(
  tx: Tx,
  job: JobRow,
  writer: LineWriter,
  { otherServiceId, line, at }: { otherServiceId: number; line: LineInput | null; at: string },
): Promise<boolean> {
  const saved = (await findChargeLines(tx, job.id)).find((s) => s.line.otherServiceId === otherServiceId);
  if (!saved && !line) return false;
  if (saved && line && isUnchanged(saved, line)) return false;
  const index = saved ? saved.line.lineNo - 1 : 0;
  const plan: LinePlan = {
    added: !saved && line ? [{ index, line }] : [],
    changed: saved && line ? [{ index, line, saved }] : [],
    kept: [],
    deleted: saved && !line ? [saved] : [],
  };
  checkLineLocks(job, plan, writer.companyType);
  if (line) {
    assertJobMayHoldCharges(job);
    const codeIds = await checkLineReferences(tx, job, [{ at, line }]);
    const office = await findOfficeMoneySettings(tx, job.officeCode);
    const row = await chargeLineRow(
      rateBook(tx, job, office.localCurrency),
      { at, line },
      {
        jobId: job.id,
        lineNo: saved ? saved.line.lineNo : await nextChargeLineNo(tx, job.id),
        chargeCodeId: codeIds.get(line.chargeCode)!,
        companyType: writer.companyType,
        by: writer.actor.account,
        saved: saved?.line,
      },
    );
    if (saved) await updateChargeLine(tx, saved.line.id, row);
    else await insertChargeLines(tx, [{ ...row, otherServiceId }]);
  } else await deleteChargeLines(tx, [saved!.line.id]);
  await settleJobs(tx, [job.id], writer.actor.account);
  return true;
}
