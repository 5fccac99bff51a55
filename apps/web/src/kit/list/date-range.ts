import { DATE_FORMAT } from '@apex/shared/format';
import dayjs, { type Dayjs } from 'dayjs';

/** A RangePicker's value; either end may be open. */
type DateRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** Where a range field of a query form keeps its ends in the list's query: `[etaFrom, etaTo]`. */
export type RangeFields = Readonly<Record<string, readonly [from: string, to: string]>>;

const day = (value: unknown) => (typeof value === 'string' && value ? dayjs(value) : null);

/** The form's values from the list's state: each range field from its two query fields. */
export function toFormValues(state: Record<string, unknown>, names: readonly string[], ranges: RangeFields = {}) {
  return Object.fromEntries(
    names.map((name) => {
      const ends = ranges[name];
      if (!ends) return [name, state[name]];
      const [from, to] = [day(state[ends[0]]), day(state[ends[1]])];
      return [name, from || to ? [from, to] : null];
    }),
  );
}

/** The list's filters from the form's values: each range field as its two query fields, days as YYYY-MM-DD. */
export function fromFormValues(values: Record<string, unknown>, ranges: RangeFields = {}) {
  const filters: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const ends = ranges[name];
    if (!ends) filters[name] = value;
    else {
      const range = value as DateRange;
      filters[ends[0]] = range?.[0]?.format(DATE_FORMAT);
      filters[ends[1]] = range?.[1]?.format(DATE_FORMAT);
    }
  }
  return filters;
}
