import { addDecimals, decimalText, parseDecimal, roundDecimal } from '../format/decimal';
import { CUSTOMS_TAXES, type TJobCustomsFacts } from './customs';

type Taxes = { [K in (typeof CUSTOMS_TAXES)[number]]: string | null };

/** The tax bill's total to two decimals, exact (the shared decimal functions); null when no tax is given. */
export function customsTaxTotal(taxes: Taxes): string | null {
  const given = CUSTOMS_TAXES.flatMap((tax) => {
    const value = taxes[tax];
    return value === null || value === '' ? [] : [value];
  });
  if (given.length === 0) return null;
  const sum = parseDecimal(addDecimals(...given));
  return sum ? decimalText(roundDecimal(sum, 2)) : null;
}

interface EntrustmentDates {
  entryNo: string;
  entryDate: string | null;
  releasedAt: string | null;
  examOrderedDate: string | null;
  examDoneDate: string | null;
  cancelDate: string | null;
}

const earliest = (days: (string | null)[]) => days.filter((d): d is string => d !== null).sort()[0] ?? null;
const latest = (days: (string | null)[]) =>
  days
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null;

/**
 * The job's customs dates from its entrustments, in the order they were made (docs/decisions.md,
 * issue 19 "Customs"): the active ones (not cancelled) decide. Entered on the earliest entry day,
 * under the first entry no given; examined on the earliest exam (done, else ordered); released once
 * every active one is, on the last release's day (UTC); cancelled only when all are.
 */
export function jobCustomsFacts(entrustments: readonly EntrustmentDates[]): TJobCustomsFacts {
  const active = entrustments.filter((e) => e.cancelDate === null);
  const allReleased = active.length > 0 && active.every((e) => e.releasedAt !== null);
  return {
    customsEntryDate: earliest(active.map((e) => e.entryDate)),
    entryNo: active.find((e) => e.entryNo !== '')?.entryNo ?? '',
    examDate: earliest(active.map((e) => e.examDoneDate ?? e.examOrderedDate)),
    customsReleaseDate: allReleased ? latest(active.map((e) => e.releasedAt?.slice(0, 10) ?? null)) : null,
    customsCancelDate:
      entrustments.length > 0 && active.length === 0 ? latest(entrustments.map((e) => e.cancelDate)) : null,
  };
}
