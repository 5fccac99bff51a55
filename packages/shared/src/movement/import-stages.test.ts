import { describe, expect, it } from 'vitest';
import { cutoffUrgency } from './cutoffs';
import { daysLeft, freeTimeUrgency, importStageNumber, importStageOf } from './import-stages';

const none = {
  arrivalNoticeDate: null,
  documentTurnoverDate: null,
  customsEntryDate: null,
  customsReleaseDate: null,
  cargoAvailableDate: null,
  deliveryScheduledAt: null,
  cargoDeliveredDate: null,
};

describe('import stages', () => {
  it('put a job at the furthest stage its dates reach, and nowhere before the arrival notice', () => {
    expect(importStageOf(none)).toBeNull();
    expect(importStageOf({ ...none, arrivalNoticeDate: '2026-11-01' })).toBe('ARRIVAL_NOTICE');
    expect(importStageOf({ ...none, arrivalNoticeDate: '2026-11-01', customsReleaseDate: '2026-11-03' })).toBe(
      'RELEASED',
    );
    expect(importStageOf({ ...none, cargoDeliveredDate: '2026-11-09' })).toBe('DELIVERED');
    expect(importStageNumber('ARRIVAL_NOTICE')).toBe(1);
    expect(importStageNumber('DELIVERED')).toBe(7);
  });

  it('count the days of free time left, red once past and amber on the last days', () => {
    expect(daysLeft('2026-11-30', '2026-11-26')).toBe(4);
    expect(daysLeft('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysLeft('2026-11-20', '2026-11-26')).toBe(-6);
    expect([4, 2, 0, -1].map(freeTimeUrgency)).toEqual([null, 'soon', 'soon', 'past']);
  });

  it('flag a cut-off within 48 hours amber and a past one red', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(cutoffUrgency(null, now)).toBeNull();
    expect(cutoffUrgency('2026-11-26T09:59:00Z', now)).toBe('past');
    expect(cutoffUrgency('2026-11-28T10:00:00Z', now)).toBe('soon');
    expect(cutoffUrgency('2026-11-28T10:01:00Z', now)).toBeNull();
  });
});
