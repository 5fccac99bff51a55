import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
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

export async function findOfficeMoneySettings(db: DbOrTx, officeCode: string) {
  const [row] = await db
    .select({ localCurrency: offices.localCurrency, minMarginPct: offices.minMarginPct })
    .from(offices)
    .where(eq(offices.officeCode, officeCode));
  return row ?? { localCurrency: 'CNY', minMarginPct: null };
}

type JobMoneyValues = Pick<
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

/** The job's review status (and the review date the lists filter by), kept by the charges review. */
export async function updateJobReview(
  tx: Tx,
  jobId: number,
  values: Pick<typeof jobs.$inferInsert, 'reviewStatus' | 'reviewDate'>,
) {
  await tx.update(jobs).set(values).where(eq(jobs.id, jobId));
}
