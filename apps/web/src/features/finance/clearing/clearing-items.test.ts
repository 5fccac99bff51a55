import type { TInvoiceRow } from '@apex/shared/finance';
import { describe, expect, it } from 'vitest';
import { clearingItems, clearingTotal } from './clearing-items';

const open = (id: number, outstanding: string) => ({ id, outstanding }) as TInvoiceRow;
const invoices = [open(1, '100.00'), open(2, '250.50'), open(3, '0.10')];

describe('a clearing made of the amounts typed against open invoices', () => {
  it('takes the invoices with an amount above 0, in their order, and sums them exactly', () => {
    const items = clearingItems(invoices, { 2: '50.25', 1: '0.10', 3: '' }, false);
    expect(items).toEqual([
      { invoiceId: 1, amount: '0.10' },
      { invoiceId: 2, amount: '50.25' },
    ]);
    expect(clearingTotal(items)).toBe('50.35');
  });

  it('charges off what each chosen invoice has outstanding', () => {
    expect(clearingItems(invoices, { 2: '1', 3: '0' }, true)).toEqual([
      { invoiceId: 2, amount: '250.50' },
      { invoiceId: 3, amount: '0.10' },
    ]);
  });

  it('is empty, with a total of 0.00, when nothing is typed', () => {
    expect(clearingItems(invoices, {}, false)).toEqual([]);
    expect(clearingTotal([])).toBe('0.00');
  });
});
