import { describe, expect, it } from 'vitest';
import { draftFigures, draftSummary } from './charge-draft-money';
import { chargeRowOf, newChargeRow } from './charge-row';
import { savedLine } from './saved-line.test-factory';

const row = (overrides: Parameters<typeof savedLine>[0] = {}) => chargeRowOf(savedLine(overrides));

describe('draft figures (the grid as the user types)', () => {
  it('works out amount, tax and local amount of a saved line at its stored rate', () => {
    const line = { ...row({ taxType: 'VAT_GENERAL', taxRate: '6.00', branchCompanyId: 1 }), num: '3' };
    expect(draftFigures(line, 'CNY')).toEqual({
      price: '100.00',
      amount: '300.00',
      tax: { taxAmount: '18.00', notTaxedAmount: '300.00', grossAmount: '318.00' },
      exchangeRate: '7.1000',
      localAmount: '2130.00',
    });
  });

  it('takes the local currency at 1, and a new foreign currency only on save', () => {
    const local = { ...newChargeRow('AR', 'CNY', '2026-11-26'), price: '450', num: '1' };
    expect(draftFigures(local, 'CNY')).toMatchObject({ amount: '450.00', exchangeRate: '1', localAmount: '450.00' });
    const foreign = { ...local, currency: 'USD' };
    expect(draftFigures(foreign, 'CNY')).toMatchObject({ amount: '450.00', exchangeRate: null, localAmount: null });
    const switched = { ...row(), currency: 'EUR' };
    expect(draftFigures(switched, 'CNY')).toMatchObject({ amount: '200.00', localAmount: null });
  });

  it('prices a converted line at its stored source rate, and leaves a blank or half-typed figure out', () => {
    const converted = row({ currency: 'CNY', sourceCurrency: 'USD', sourcePrice: '100.00', sourceRate: '7.1234' });
    expect(draftFigures({ ...converted, sourcePrice: '10.5' }, 'CNY')).toMatchObject({
      price: '74.80',
      amount: '149.60',
    });
    expect(draftFigures({ ...converted, sourceCurrency: 'EUR' }, 'CNY').amount).toBeNull();
    expect(draftFigures({ ...row(), num: '' }, 'CNY').amount).toBeNull();
    expect(draftFigures({ ...row(), price: '12.' }, 'CNY').amount).toBeNull();
  });
});

describe('draft summary (the foot and the live profit panel)', () => {
  it('totals per currency and PP/CC, profit and margin in the local currency, flagged under the minimum', () => {
    const rows = [
      row(),
      { ...row({ id: 2, side: 'AP', ppCc: 'CC', exchangeRate: '7.1000' }), price: '95.00' },
      { ...newChargeRow('AR', 'CNY', '2026-11-26'), price: '500', num: '1' },
    ];
    const summary = draftSummary(rows, 'CNY', '20.00');
    expect(summary.byCurrency).toEqual([
      { currency: 'CNY', arPP: '500.00', arCC: '0.00', apPP: '0.00', apCC: '0.00', profit: '500.00' },
      { currency: 'USD', arPP: '200.00', arCC: '0.00', apPP: '0.00', apCC: '190.00', profit: '10.00' },
    ]);
    expect(summary).toMatchObject({ arLocal: '1920.00', apLocal: '1349.00', profitLocal: '571.00' });
    expect(summary).toMatchObject({ marginPct: '29.74', belowMinMargin: false, ratePending: 0 });
    expect(draftSummary(rows, 'CNY', '30.00').belowMinMargin).toBe(true);
  });

  it('counts a line whose rate comes with the save apart, and a line without an amount not at all', () => {
    const rows = [
      { ...newChargeRow('AR', 'CNY', '2026-11-26'), currency: 'USD', price: '10', num: '1' },
      newChargeRow('AP', 'CNY', '2026-11-26'),
    ];
    const summary = draftSummary(rows, 'CNY', null);
    expect(summary).toMatchObject({ ratePending: 1, arLocal: '0.00', belowMinMargin: false });
    expect(summary.byCurrency.map((c) => c.currency)).toEqual(['USD']);
  });
});
