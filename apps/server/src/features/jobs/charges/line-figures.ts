import type { TMessageCode } from '@apex/shared';
import { convertAmount, lineAmount, lineTax, type TCompanyType, type ZChargeLineInput } from '@apex/shared/finance';
import { addDecimals } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { AppError, invalidField } from '../../../platform/http/app-error';
import { rateOn } from '../../currencies/exchange-rates';
import type { JobRow } from '../access/queries';
import type { ChargeLineRow, ChargeLineValues } from './charge-queries';

export type LineInput = z.output<typeof ZChargeLineInput>;

/**
 * The day a job's rates are taken on (docs/decisions.md, issue 17): the ETD of an export, the ETA
 * of an import, and the message when the job has none yet (spec §5 "ETD cannot be empty").
 */
const RATE_DATE = {
  OE: { column: 'etd', missing: 'charge.etdEmpty' },
  OI: { column: 'eta', missing: 'charge.etaEmpty' },
} as const satisfies Record<TJobType, { column: 'etd' | 'eta'; missing: TMessageCode }>;

type RatedJob = Pick<JobRow, 'jobType' | 'officeCode' | 'etd' | 'eta'>;

export const rateDateOf = (job: RatedJob) => job[RATE_DATE[job.jobType as TJobType].column];

/**
 * The office's rates on the job's rate date, each pair read once per action. A currency converts
 * into itself at 1 without a date; any other pair needs the date and a rate of the office's table
 * on or before it (spec §8 "exchange rate invalid").
 */
export function rateBook(db: DbOrTx, job: RatedJob, localCurrency: string) {
  const date = rateDateOf(job);
  const found = new Map<string, string>();
  async function rate(from: string, to: string): Promise<string> {
    if (from === to) return '1';
    if (date === null) throw new AppError(409, RATE_DATE[job.jobType as TJobType].missing, { currency: from });
    const key = `${from}/${to}`;
    let known = found.get(key);
    if (known === undefined) {
      const lookup = await rateOn(db, { officeCode: job.officeCode, fromCurrency: from, toCurrency: to }, date);
      if (!lookup) throw new AppError(409, 'charge.rateInvalid', { office: job.officeCode, from, to, date });
      known = lookup.rate;
      found.set(key, known);
    }
    return known;
  }
  return { date, localCurrency, rate };
}
type RateBook = ReturnType<typeof rateBook>;

/** What the server works out and stores with a line (schema: never typed by the grid). */
interface LineFigures {
  price: string;
  amount: string;
  exchangeRate: string;
  rateDate: string | null;
  localAmount: string;
  sourceCurrency: string;
  sourcePrice: string;
  sourceAmount: string;
  sourceRate: string;
  taxAmount: string;
  notTaxedAmount: string;
}

/** The rates a saved line keeps while its currencies stay (docs/decisions.md "rates frozen on the line"). */
type SavedRates = Pick<ChargeLineRow, 'currency' | 'exchangeRate' | 'rateDate' | 'sourceCurrency' | 'sourceRate'>;

/** numeric(14, 2) holds twelve digits before the point. */
const STORABLE = /^-?\d{1,12}\.\d+$/;

/**
 * A line's figures (issue 17): a converted line's price is its source price at the source rate; the
 * amount is price × num, its tax per the tax-price flag, its local amount at the exchange rate, each
 * rounded once by the shared functions the grid uses. A new line, or one whose currency (or source
 * currency) changed, takes today's table on the job's rate date; otherwise the rates it was saved
 * with stay, so a later change of the table never alters it. `cell` is the line's place in the request.
 */
async function lineFigures(book: RateBook, line: LineInput, cell: string, saved?: SavedRates): Promise<LineFigures> {
  const sourceCurrency = line.sourceCurrency ?? line.currency;
  const converted = sourceCurrency !== line.currency;
  const keepsRate = saved?.currency === line.currency;
  const keepsSourceRate = converted && keepsRate && saved?.sourceCurrency === sourceCurrency;
  const exchangeRate = keepsRate ? saved!.exchangeRate : await book.rate(line.currency, book.localCurrency);
  const sourceRate = !converted
    ? '1'
    : keepsSourceRate
      ? saved!.sourceRate
      : await book.rate(sourceCurrency, line.currency);
  const tookRate = (!keepsRate && line.currency !== book.localCurrency) || (converted && !keepsSourceRate);
  // Typed with up to two decimals; stored and answered with exactly two.
  const sourcePrice = addDecimals(converted ? line.sourcePrice! : line.price!, '0.00');
  const price = converted ? convertAmount(sourcePrice, sourceRate) : sourcePrice;
  const amount = lineAmount(price, line.num);
  const { taxAmount, notTaxedAmount } = lineTax(amount, line.taxRate, line.taxInclusive);
  const figures: LineFigures = {
    price,
    amount,
    exchangeRate,
    rateDate: tookRate ? book.date : keepsRate ? saved!.rateDate : null,
    localAmount: convertAmount(amount, exchangeRate),
    sourceCurrency,
    sourcePrice,
    sourceAmount: converted ? lineAmount(sourcePrice, line.num) : amount,
    sourceRate,
    taxAmount,
    notTaxedAmount,
  };
  const tooLarge = [figures.price, figures.amount, figures.localAmount, figures.sourceAmount].find(
    (value) => !STORABLE.test(value),
  );
  if (tooLarge)
    throw invalidField(`${cell}.${converted ? 'sourcePrice' : 'price'}`, 'charge.amountTooLarge', { value: tooLarge });
  return figures;
}

/** Where a new or changed line is stored, and who stores it. */
interface LinePlace {
  jobId: number;
  lineNo: number;
  chargeCodeId: number;
  /** The caller's, for a new line; a changed line keeps its own. */
  companyType: TCompanyType;
  by: string;
  saved?: ChargeLineRow;
}

/** The row of a new or changed line: what the caller typed, the figures worked out, its place. */
export async function chargeLineRow(
  book: RateBook,
  { at, line }: { at: string; line: LineInput },
  { saved, by, ...place }: LinePlace,
): Promise<ChargeLineValues> {
  const { id, chargeCode, sourceCurrency, sourcePrice, price, ...typed } = line;
  return {
    ...typed,
    ...(await lineFigures(book, line, at, saved)),
    ...place,
    companyType: saved?.companyType ?? place.companyType,
    createdBy: saved?.createdBy ?? by,
    updatedBy: by,
  };
}
