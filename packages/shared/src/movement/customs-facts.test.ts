import { describe, expect, it } from 'vitest';
import { customsTaxTotal, jobCustomsFacts } from './customs-facts';

const entrustment = (over: object = {}) => ({
  entryNo: '',
  entryDate: null,
  releasedAt: null,
  examOrderedDate: null,
  examDoneDate: null,
  cancelDate: null,
  ...over,
});

describe('customs tax total', () => {
  it('adds the amounts given exactly, to two decimals', () => {
    expect(customsTaxTotal({ duty: '0.10', vat: '0.20', otherTaxes: null })).toBe('0.30');
    expect(customsTaxTotal({ duty: '1234567890.99', vat: '0.01', otherTaxes: '5' })).toBe('1234567896.00');
    expect(customsTaxTotal({ duty: null, vat: null, otherTaxes: null })).toBeNull();
  });
});

describe("the job's customs dates from its entrustments", () => {
  it('are empty without an entrustment', () => {
    expect(jobCustomsFacts([])).toEqual({
      customsEntryDate: null,
      entryNo: '',
      examDate: null,
      customsReleaseDate: null,
      customsCancelDate: null,
    });
  });

  it('take the earliest entry and exam of the active ones, released once all of them are', () => {
    const first = entrustment({ entryNo: 'E1', entryDate: '2026-11-21', releasedAt: '2026-11-22T03:00:00.000Z' });
    const second = entrustment({ entryNo: 'E2', entryDate: '2026-11-20', examOrderedDate: '2026-11-21' });
    const cancelled = entrustment({ entryNo: 'E0', entryDate: '2026-11-01', cancelDate: '2026-11-02' });
    expect(jobCustomsFacts([cancelled, first, second])).toEqual({
      customsEntryDate: '2026-11-20',
      entryNo: 'E1',
      examDate: '2026-11-21',
      customsReleaseDate: null,
      customsCancelDate: null,
    });
    const released = { ...second, releasedAt: '2026-11-23T01:00:00.000Z', examDoneDate: '2026-11-22' };
    expect(jobCustomsFacts([cancelled, first, released])).toMatchObject({
      examDate: '2026-11-22',
      customsReleaseDate: '2026-11-23',
    });
  });

  it('are cancelled only when every entrustment is, on the last cancel', () => {
    const a = entrustment({ entryDate: '2026-11-01', cancelDate: '2026-11-02' });
    const b = entrustment({ cancelDate: '2026-11-05' });
    expect(jobCustomsFacts([a, b])).toMatchObject({ customsEntryDate: null, customsCancelDate: '2026-11-05' });
    expect(jobCustomsFacts([a, entrustment()]).customsCancelDate).toBeNull();
  });
});
