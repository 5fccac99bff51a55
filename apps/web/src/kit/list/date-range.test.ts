import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromFormValues, toFormValues } from './date-range';

const ranges = { eta: ['etaFrom', 'etaTo'] } as const;

describe("a query form's date range and the list's two query fields", () => {
  it('fills the range from the query, either end open', () => {
    const values = toFormValues({ etaFrom: '2026-03-01', hblNo: 'H1' }, ['hblNo', 'eta'], ranges);
    expect(values.hblNo).toBe('H1');
    expect((values.eta as [dayjs.Dayjs, null])[0].format('YYYY-MM-DD')).toBe('2026-03-01');
    expect((values.eta as [dayjs.Dayjs, null])[1]).toBeNull();
    expect(toFormValues({}, ['eta'], ranges)).toEqual({ eta: null });
  });

  it('writes the range back as two days, a cleared range as none', () => {
    expect(fromFormValues({ eta: [dayjs('2026-03-01'), dayjs('2026-03-31')], hblNo: 'H1' }, ranges)).toEqual({
      etaFrom: '2026-03-01',
      etaTo: '2026-03-31',
      hblNo: 'H1',
    });
    expect(fromFormValues({ eta: null }, ranges)).toEqual({ etaFrom: undefined, etaTo: undefined });
  });
});
