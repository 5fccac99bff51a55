import { chargeSummary, type TCheckStatus, type TCloseStatus } from '@apex/shared/finance';
import { compareDecimals } from '@apex/shared/format';
import type { TInvoiceStatus } from '@apex/shared/jobs';
import type { Tx } from '../../../db/client';
import { findMoneyLines, updateJobMoney } from './job-money-queries';

type MoneyLine = Awaited<ReturnType<typeof findMoneyLines>>[number];

/** spec §4 invoice status of the AR lines: billed once every one is on a confirmed invoice. */
function invoiceStatusOf(ar: MoneyLine[]): TInvoiceStatus {
  if (ar.length === 0) return 'NO_CHARGES';
  const billed = ar.filter((l) => l.invoiceState === 'CONFIRMED').length;
  return billed === 0 ? 'UNBILLED' : billed === ar.length ? 'BILLED' : 'PART_BILLED';
}

/**
 * spec §4 close status: a job closes when every line, charge and cost, is on a confirmed invoice
 * that is cleared; a job without costs says "no cost" (docs/decisions.md, issue 17).
 */
function closeStatusOf(lines: MoneyLine[]): TCloseStatus {
  if (!lines.some((l) => l.side === 'AP')) return 'NO_COST';
  const closed = lines.filter((l) => l.invoiceState === 'CONFIRMED' && l.invoiceCleared).length;
  if (closed === lines.length) return 'CLOSED';
  return closed > 0 || lines.some((l) => l.invoicePartCleared) ? 'PARTIAL_CLOSE' : 'NOT_CLOSED';
}

/** One side's check status: checked when every line is, unchecked when none is on its way. */
function checkStatusOf(lines: MoneyLine[]): TCheckStatus {
  if (lines.length > 0 && lines.every((l) => l.checkStatus === 'CHECKED')) return 'CHECKED';
  return lines.every((l) => l.checkStatus === 'UNCHECKED') ? 'UNCHECKED' : 'CHECKING';
}

/** The stored margin holds ±9,999,999.99 %: a tiny AR against a large cost is "beyond" either way. */
const MARGIN_LIMIT = '9999999.99';
function storableMargin(margin: string | null): string | null {
  if (margin === null) return null;
  if (compareDecimals(margin, MARGIN_LIMIT) > 0) return MARGIN_LIMIT;
  if (compareDecimals(margin, `-${MARGIN_LIMIT}`) < 0) return `-${MARGIN_LIMIT}`;
  return margin;
}

/**
 * Works out the job's money status and profit from its lines and writes them on the job (issue 17:
 * derived and kept current, never typed). Every action that changes lines, invoices or clearing
 * calls it in its transaction, with the job locked; profit uses the grid's own `chargeSummary`.
 */
export async function refreshJobMoney(tx: Tx, jobId: number): Promise<void> {
  const lines = await findMoneyLines(tx, jobId);
  const ar = lines.filter((l) => l.side === 'AR');
  const ap = lines.filter((l) => l.side === 'AP');
  const summary = chargeSummary(
    lines.map((l) => ({
      side: l.side as 'AR' | 'AP',
      currency: l.currency,
      ppCc: l.ppCc as 'PP' | 'CC',
      amount: l.amount,
      localAmount: l.localAmount,
    })),
  );
  await updateJobMoney(tx, jobId, {
    invoiceStatus: invoiceStatusOf(ar),
    closeStatus: closeStatusOf(lines),
    arCheckStatus: checkStatusOf(ar),
    apCheckStatus: checkStatusOf(ap),
    arLocal: summary.arLocal,
    apLocal: summary.apLocal,
    profitLocal: summary.profitLocal,
    marginPct: storableMargin(summary.marginPct),
  });
}
