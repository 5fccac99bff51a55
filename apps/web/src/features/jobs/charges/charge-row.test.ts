import { ZSaveChargesRequest } from '@apex/shared/finance';
import { describe, expect, it } from 'vitest';
import { chargeLineInput, chargeRowOf, copyChargeRow, mirrorChargeRow, newChargeRow } from './charge-row';
import { savedLine } from './saved-line.test-factory';

describe('charge rows', () => {
  it('edits a saved line with its num as typed, and sends what the schema takes', () => {
    const row = chargeRowOf(savedLine());
    expect(row).toMatchObject({ key: 'line-1', id: 1, num: '2', price: '100.00', sourceCurrency: null });
    const body = { version: 3, lines: [chargeLineInput(row)] };
    expect(ZSaveChargesRequest.safeParse(body).success).toBe(true);
    expect(body.lines[0]).not.toHaveProperty('saved');
  });

  it('sends a converted line by its source price, the price left to the server', () => {
    const row = chargeRowOf(savedLine({ currency: 'CNY', sourceCurrency: 'USD', sourcePrice: '100.00' }));
    expect(row).toMatchObject({ sourceCurrency: 'USD', sourcePrice: '100.00' });
    expect(chargeLineInput(row)).toMatchObject({ price: null, sourceCurrency: 'USD', sourcePrice: '100.00' });
  });

  it('leaves a new line blank where the user must choose, so the schema names the cell', () => {
    const row = newChargeRow('AP', 'CNY', '2026-11-26');
    const parsed = ZSaveChargesRequest.safeParse({ version: 0, lines: [chargeLineInput(row)] });
    const cells = parsed.error?.issues.map((i) => i.path.join('.'));
    expect(cells).toEqual(expect.arrayContaining(['lines.0.chargeCode', 'lines.0.partyId', 'lines.0.unit']));
    const chosen = { ...row, chargeCode: 'THC', displayName: 'THC', partyId: 7, unit: 'CNTR' as const };
    const blankPrice = ZSaveChargesRequest.safeParse({ version: 0, lines: [chargeLineInput(chosen)] });
    expect(blankPrice.error?.issues.map((i) => i.path.join('.'))).toEqual(['lines.0.price']);
  });

  it('copies a line as a new one, and mirrors it onto the other side with the party and tax to fill', () => {
    const row = chargeRowOf(savedLine({ taxType: 'VAT_GENERAL', taxRate: '6.00', branchCompanyId: 1 }));
    const copy = copyChargeRow(row);
    expect(copy).toMatchObject({ side: 'AR', partyId: 7, saved: null, autoInverted: false, taxRate: '6.00' });
    expect(copy.id).toBeUndefined();
    expect(copy.key).not.toBe(row.key);
    const cost = mirrorChargeRow(row);
    expect(cost).toMatchObject({ side: 'AP', partyId: null, taxType: null, taxRate: null, autoInverted: true });
    expect(cost).toMatchObject({ chargeCode: 'OFR', num: '2', price: '100.00', currency: 'USD' });
    expect(mirrorChargeRow(cost).side).toBe('AR');
  });
});
