import type { TInvoiceRow } from '@apex/shared/finance';
import { addDecimals, compareDecimals } from '@apex/shared/format';

/** What the user means to clear of each open invoice, by id: a decimal string, blank for none. */
export type ClearingAmounts = Readonly<Record<number, string>>;

/**
 * The clearing's items from the amounts typed against the open invoices: the ones above 0, in the
 * invoices' order. A charge-off clears what each chosen invoice has outstanding, whatever was typed.
 */
export function clearingItems(invoices: readonly TInvoiceRow[], amounts: ClearingAmounts, chargeOff: boolean) {
  return invoices.flatMap((invoice) => {
    const typed = amounts[invoice.id];
    if (typed === undefined || typed === '') return [];
    const amount = chargeOff ? invoice.outstanding : typed;
    return compareDecimals(amount, '0') > 0 ? [{ invoiceId: invoice.id, amount }] : [];
  });
}

/** The clearing's total, exactly. */
export const clearingTotal = (items: readonly { amount: string }[]) =>
  addDecimals('0.00', ...items.map((item) => item.amount));
