import { describe, expect, it } from 'vitest';
import { type SchemeLine, schemeRows } from './scheme-lines';

const line = (overrides: Partial<SchemeLine>): SchemeLine => ({
  side: 'AR',
  chargeCode: 'OFR',
  displayName: 'Ocean Freight',
  unit: '40HQ',
  currency: 'USD',
  price: '2150.00',
  num: '2',
  amount: '4300.00',
  partyRole: 'CUSTOMER',
  partyId: 7,
  partyName: 'Acme Trading',
  taxRate: null,
  dueDate: '2026-12-20',
  ...overrides,
});

describe('scheme lines into the grid', () => {
  const lines = [
    line({}),
    line({ side: 'AP', partyRole: 'CARRIER', partyId: null, partyName: '', price: '1880.00' }),
    line({ chargeCode: 'THC', unit: '20GP', currency: 'CNY', num: null, amount: null, taxRate: '6.00' }),
    line({ chargeCode: 'DOC', unit: 'BL', currency: 'CNY', num: '1', price: '500.00', taxRate: '6.00' }),
  ];

  it('adds the applicable lines with the job’s party of their role, or the one chosen', () => {
    const rows = schemeRows(lines, new Map([[1, { id: 9, name: 'COSCO' }]]), null);
    expect(rows.map((r) => [r.side, r.chargeCode, r.num, r.price, r.partyId, r.partyName])).toEqual([
      ['AR', 'OFR', '2', '2150.00', 7, 'Acme Trading'],
      ['AP', 'OFR', '2', '1880.00', 9, 'COSCO'],
      ['AR', 'DOC', '1', '500.00', 7, 'Acme Trading'],
    ]);
    expect(rows[2]).toMatchObject({ currency: 'CNY', unit: 'BL', dueDate: '2026-12-20', taxType: null, taxRate: null });
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it('leaves a line without a party to choose, and taxes only the lines with a rate when a tax is chosen', () => {
    const rows = schemeRows(lines, new Map(), { taxType: 'VAT_GENERAL', branchCompanyId: 3 });
    expect(rows[1]).toMatchObject({ partyId: null, taxType: null });
    expect(rows[2]).toMatchObject({ taxType: 'VAT_GENERAL', taxRate: '6.00', branchCompanyId: 3 });
  });
});
