import { addDecimals, compareDecimals, divideDecimals, multiplyDecimals, subtractDecimals } from '../format/decimal';
import type { TPaymentState, TPaymentTerm } from './finance-states';

/**
 * The money arithmetic of charge lines, the same functions in the grid and on the server
 * (issue 17 "money is exact"). One rounding rule: every amount is rounded once, half away from
 * zero, to two decimals (docs/decisions.md "Rounding"); sums of rounded amounts are exact.
 */
const AMOUNT_PLACES = 2;

/** A line's amount: price × num, rounded to two decimals. */
export const lineAmount = (price: string, num: string) => multiplyDecimals(price, num, AMOUNT_PLACES);

/** An amount in another currency at `rate` (one unit of the line's currency in the other), rounded. */
export const convertAmount = (amount: string, rate: string) => multiplyDecimals(amount, rate, AMOUNT_PLACES);

export interface LineTax {
  taxAmount: string;
  /** The amount without tax. */
  notTaxedAmount: string;
  /** What the party pays or is paid: the amount with tax. */
  grossAmount: string;
}

/**
 * The tax of a line at `taxRate` percent. A tax-inclusive price (spec §3 tax-price flag) holds its
 * tax: tax = amount × rate ÷ (100 + rate). Otherwise tax is added on top: tax = amount × rate ÷ 100.
 * Either way the tax is rounded once and the other two figures follow from it exactly.
 */
export function lineTax(amount: string, taxRate: string | null, taxInclusive: boolean): LineTax {
  if (taxRate === null || compareDecimals(taxRate, '0') === 0)
    return { taxAmount: '0.00', notTaxedAmount: amount, grossAmount: amount };
  // amount (2 places) × rate (2 places) is exact at 4 places; the division rounds once.
  const product = multiplyDecimals(amount, taxRate, 4);
  if (taxInclusive) {
    const taxAmount = divideDecimals(product, addDecimals('100', taxRate), AMOUNT_PLACES);
    return { taxAmount, notTaxedAmount: subtractDecimals(amount, taxAmount), grossAmount: amount };
  }
  const taxAmount = divideDecimals(product, '100', AMOUNT_PLACES);
  return { taxAmount, notTaxedAmount: amount, grossAmount: addDecimals(amount, taxAmount) };
}

/**
 * `total` spread over parts in proportion to `weights` (each ≥ 0, their sum above 0): each share
 * rounded to two decimals, and the cents the rounding leaves go to the part with the largest weight
 * (the first of equals), so the shares add up to `total` exactly.
 */
export function apportion(total: string, weights: readonly string[]): string[] {
  const sum = addDecimals('0', ...weights);
  if (compareDecimals(sum, '0') <= 0) throw new Error('apportion needs weights above 0');
  // total × weight is exact at the sum of their places; one rounding per share.
  const shares = weights.map((weight) => divideDecimals(multiplyDecimals(total, weight, 12), sum, AMOUNT_PLACES));
  const remainder = subtractDecimals(total, addDecimals('0', ...shares));
  let largest = 0;
  weights.forEach((weight, i) => {
    if (compareDecimals(weight, weights[largest]!) > 0) largest = i;
  });
  shares[largest] = addDecimals(shares[largest]!, remainder);
  return shares.map((share) => addDecimals(share, '0.00'));
}

/** What the summary needs of a line. */
export interface SummaryLine {
  side: 'AR' | 'AP';
  currency: string;
  ppCc: TPaymentTerm;
  amount: string;
  /** The amount in the office's local currency (amount × exchange rate, rounded). */
  localAmount: string;
}

export interface CurrencyTotals {
  currency: string;
  arPP: string;
  arCC: string;
  apPP: string;
  apCC: string;
  /** AR − AP in this currency. */
  profit: string;
}

export interface ChargeSummary {
  byCurrency: CurrencyTotals[];
  arLocal: string;
  apLocal: string;
  /** Σ AR − Σ AP in the office's local currency (domain.md Money). */
  profitLocal: string;
  /** Profit as a percentage of AR (two decimals); null without AR. */
  marginPct: string | null;
}

/** The totals at the foot of the charges grid and on the job: per currency PP and CC, and the profit. */
export function chargeSummary(lines: readonly SummaryLine[]): ChargeSummary {
  const byCurrency = new Map<string, CurrencyTotals>();
  let arLocal = '0.00';
  let apLocal = '0.00';
  for (const line of lines) {
    const totals = byCurrency.get(line.currency) ?? {
      currency: line.currency,
      arPP: '0.00',
      arCC: '0.00',
      apPP: '0.00',
      apCC: '0.00',
      profit: '0.00',
    };
    const key = `${line.side === 'AR' ? 'ar' : 'ap'}${line.ppCc}` as const;
    totals[key] = addDecimals(totals[key], line.amount);
    totals.profit = (line.side === 'AR' ? addDecimals : subtractDecimals)(totals.profit, line.amount);
    byCurrency.set(line.currency, totals);
    if (line.side === 'AR') arLocal = addDecimals(arLocal, line.localAmount);
    else apLocal = addDecimals(apLocal, line.localAmount);
  }
  const profitLocal = subtractDecimals(arLocal, apLocal);
  return {
    byCurrency: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    arLocal,
    apLocal,
    profitLocal,
    marginPct:
      compareDecimals(arLocal, '0') === 0 ? null : divideDecimals(multiplyDecimals(profitLocal, '100', 2), arLocal, 2),
  };
}

/** spec/issue 17: a job under the office's minimum margin is flagged (no minimum, or no AR: never). */
export function belowMinMargin(marginPct: string | null, minMarginPct: string | null): boolean {
  return marginPct !== null && minMarginPct !== null && compareDecimals(marginPct, minMarginPct) < 0;
}

/**
 * How much of an invoice is cleared: unpaid until a clearing takes something off, cleared once
 * nothing is left (a zero invoice stays unpaid). The invoice list filters by the same rule in SQL
 * (`PAYMENT_STATE_WHERE`, finance/invoices/queries.ts).
 */
export const paymentStateOf = (gross: string, cleared: string): TPaymentState =>
  compareDecimals(cleared, '0') === 0 ? 'UNPAID' : compareDecimals(cleared, gross) === 0 ? 'CLEARED' : 'PART_CLEARED';
