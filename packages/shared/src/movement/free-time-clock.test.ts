import { describe, expect, it } from 'vitest';
import { containerClocks, runningLastFreeDate, type TFreeTimeTerms } from './free-time-clock';

const terms: TFreeTimeTerms = {
  demurrageFreeDays: 5,
  demurrageDailyRate: '75.50',
  detentionFreeDays: 7,
  detentionDailyRate: '33.333',
  currency: 'USD',
};
const moves = { dischargeDate: '2026-11-02', gateOutDate: null, emptyReturnDate: null };

describe('a container’s free-time clocks', () => {
  it('counts demurrage from the discharge day as the first free day, days left to today', () => {
    const { demurrage, detention } = containerClocks(moves, terms, '2026-11-04');
    expect(demurrage).toEqual({
      lastFreeDate: '2026-11-06',
      running: true,
      daysLeft: 2,
      chargeDays: 0,
      past: false,
      projectedCharge: '0.00',
      currency: 'USD',
    });
    expect(detention).toBeNull();
  });

  it('turns red past the last free date and projects the charge to today, exactly', () => {
    const { demurrage } = containerClocks(moves, terms, '2026-11-09');
    expect(demurrage).toMatchObject({ daysLeft: -3, chargeDays: 3, past: true, projectedCharge: '226.50' });
  });

  it('stops demurrage at the gate-out and starts detention there, rounding the charge once', () => {
    const out = { ...moves, gateOutDate: '2026-11-08' };
    const { demurrage, detention } = containerClocks(out, terms, '2026-11-20');
    expect(demurrage).toMatchObject({ running: false, daysLeft: null, chargeDays: 2, projectedCharge: '151.00' });
    expect(detention).toMatchObject({ lastFreeDate: '2026-11-14', running: true, daysLeft: -6, chargeDays: 6 });
    // 6 × 33.333 = 199.998, rounded to the cent once.
    expect(detention?.projectedCharge).toBe('200.00');
    expect(runningLastFreeDate(containerClocks(out, terms, '2026-11-20'))).toBe('2026-11-14');
  });

  it('stops detention at the empty return: nothing runs any more', () => {
    const back = { ...moves, gateOutDate: '2026-11-05', emptyReturnDate: '2026-11-10' };
    const clocks = containerClocks(back, terms, '2026-12-31');
    expect(clocks.detention).toMatchObject({ running: false, chargeDays: 0, past: false });
    expect(runningLastFreeDate(clocks)).toBeNull();
  });

  it('has no clock without its start date or the party’s free days, and no charge without a rate', () => {
    expect(containerClocks({ ...moves, dischargeDate: null }, terms, '2026-11-04').demurrage).toBeNull();
    expect(containerClocks(moves, { ...terms, demurrageFreeDays: null }, '2026-11-04').demurrage).toBeNull();
    const noRate = containerClocks(moves, { ...terms, demurrageDailyRate: null }, '2026-11-10').demurrage;
    expect(noRate).toMatchObject({ past: true, projectedCharge: null });
  });

  it('charges from the start day when there are no free days', () => {
    const { demurrage } = containerClocks(moves, { ...terms, demurrageFreeDays: 0 }, '2026-11-02');
    expect(demurrage).toMatchObject({ lastFreeDate: '2026-11-01', chargeDays: 1, projectedCharge: '75.50' });
  });
});
