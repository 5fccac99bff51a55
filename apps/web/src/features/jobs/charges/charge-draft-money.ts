import {
  belowMinMargin,
  type ChargeSummary,
  chargeSummary,
  convertAmount,
  type LineTax,
  lineAmount,
  lineTax,
  type SummaryLine,
} from '@apex/shared/finance';
import { type ChargeRow, isConverted } from './charge-row';

/** What the grid shows of a line as it is being typed, worked out as the server will on save. */
export interface DraftFigures {
  /** The price the line counts at: its own, or its source price at the source rate. */
  price: string | null;
  amount: string | null;
  tax: LineTax | null;
  /** One unit in the office's local currency; null until saved when the rate is not known yet. */
  exchangeRate: string | null;
  localAmount: string | null;
}

const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;
const NUM = /^-?\d{1,12}(\.\d{1,4})?$/;
const RATE = /^\d{1,6}(\.\d{1,4})?$/;
const readable = (value: string | null, pattern: RegExp): value is string =>
  value !== null && pattern.test(value.trim());

/**
 * The rate a line's amount takes into the office's currency: 1 for the office's currency; the
 * line's stored rate while its currency is the one it was saved in (rates are fixed on the line:
 * docs/decisions.md); otherwise unknown until the server takes it from the rate table on save.
 */
function localRate(row: ChargeRow, localCurrency: string): string | null {
  if (row.currency === localCurrency) return '1';
  return row.saved && row.saved.currency === row.currency ? row.saved.exchangeRate : null;
}

/** The source rate of a converted line, known while its two currencies are those it was saved with. */
function sourceRate(row: ChargeRow): string | null {
  const saved = row.saved;
  return saved && saved.currency === row.currency && saved.sourceCurrency === row.sourceCurrency
    ? saved.sourceRate
    : null;
}

/**
 * A line's figures from what is typed, with the shared functions the server uses (lineAmount,
 * lineTax, convertAmount), so the grid shows what the save will store. A figure is null while a
 * cell it needs is blank or not a number yet, or the rate it needs comes with the save.
 */
export function draftFigures(row: ChargeRow, localCurrency: string): DraftFigures {
  let price: string | null = readable(row.price, MONEY) ? row.price.trim() : null;
  if (isConverted(row)) {
    const rate = sourceRate(row);
    price = rate && readable(row.sourcePrice, MONEY) ? convertAmount(row.sourcePrice.trim(), rate) : null;
  }
  const amount = price !== null && readable(row.num, NUM) ? lineAmount(price, row.num.trim()) : null;
  const taxRate = readable(row.taxRate, RATE) ? row.taxRate.trim() : null;
  const tax = amount === null ? null : lineTax(amount, taxRate, row.taxInclusive);
  const exchangeRate = localRate(row, localCurrency);
  const localAmount = amount !== null && exchangeRate !== null ? convertAmount(amount, exchangeRate) : null;
  return { price, amount, tax, exchangeRate, localAmount };
}

export interface DraftSummary extends ChargeSummary {
  belowMinMargin: boolean;
  /** Lines whose amount is known but whose local amount comes with the save (a new foreign-currency line). */
  ratePending: number;
}

/**
 * The foot and the profit panel as the lines are edited (issue 17 "live profit panel"): totals per
 * currency of every line with an amount; in the office's currency, those whose rate is known
 * (the others are counted in `ratePending` and shown as "rate on save").
 */
export function draftSummary(
  rows: readonly ChargeRow[],
  localCurrency: string,
  minMarginPct: string | null,
): DraftSummary {
  let ratePending = 0;
  const lines: SummaryLine[] = [];
  for (const row of rows) {
    const { amount, localAmount } = draftFigures(row, localCurrency);
    if (amount === null) continue;
    if (localAmount === null) ratePending++;
    lines.push({ side: row.side, currency: row.currency, ppCc: row.ppCc, amount, localAmount: localAmount ?? '0.00' });
  }
  const summary = chargeSummary(lines);
  return { ...summary, belowMinMargin: belowMinMargin(summary.marginPct, minMarginPct), ratePending };
}
