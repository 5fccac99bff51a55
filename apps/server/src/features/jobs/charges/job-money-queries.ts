import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { invoices, jobCharges, jobs, offices } from '../../../db/schema';

/** What the job's money status is worked out from: each line with its invoice's state and clearing. */
export async function findMoneyLines(tx: Tx, jobId: number) {
  return tx
    .select({
      side: jobCharges.side,
      currency: jobCharges.currency,
      ppCc: jobCharges.ppCc,
      amount: jobCharges.amount,
      localAmount: jobCharges.localAmount,
      checkStatus: jobCharges.checkStatus,
      invoiceState: invoices.state,
      invoiceCleared: sql<boolean>`coalesce(${invoices.clearedAmount} = ${invoices.grossTotal}, false)`,
      invoicePartCleared: sql<boolean>`coalesce(${invoices.clearedAmount} <> 0, false)`,
    })
    .from(jobCharges)
    .leftJoin(invoices, eq(invoices.id, jobCharges.invoiceId))
    .where(eq(jobCharges.jobId, jobId));
}

export async function findOfficeMoneySettings(tx: Tx, officeCode: string) {
  const [row] = await tx
    .select({ localCurrency: offices.localCurrency, minMarginPct: offices.minMarginPct })
    .from(offices)
    .where(eq(offices.officeCode, officeCode));
  return row ?? { localCurrency: 'CNY', minMarginPct: null };
}

export type JobMoneyValues = Pick<
  typeof jobs.$inferInsert,
  | 'invoiceStatus'
  | 'closeStatus'
  | 'arCheckStatus'
  | 'apCheckStatus'
  | 'arLocal'
  | 'apLocal'
  | 'profitLocal'
  | 'marginPct'
>;

export async function updateJobMoney(tx: Tx, jobId: number, values: JobMoneyValues) {
  await tx.update(jobs).set(values).where(eq(jobs.id, jobId));
}
