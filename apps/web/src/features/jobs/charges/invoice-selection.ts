import { INVOICE_KINDS, type TChargeLine, type TInvoiceKind } from '@apex/shared/finance';
import type { LineLock } from './charge-locks';

/**
 * Why the chosen lines cannot make one document of `kind`, in the server's words (the create
 * call refuses the same): one side, one settlement account, one currency, none on an invoice yet.
 * null: they can.
 */
export function invoiceSelectionProblem(lines: readonly TChargeLine[], kind: TInvoiceKind): LineLock | null {
  const [first] = lines;
  if (!first) return null;
  const side = INVOICE_KINDS[kind].side;
  for (const line of lines) {
    const n = line.lineNo;
    if (line.invoiceId !== null)
      return { code: 'invoice.lineOnOtherInvoice', values: { n, invoiceNo: line.invoiceNo } };
    if (line.side !== side) return { code: 'invoice.sideMismatch', values: { n, side } };
    if (line.partyId !== first.partyId) return { code: 'invoice.partyMismatch', values: { n, party: line.partyName } };
    if (line.currency !== first.currency)
      return { code: 'invoice.currencyMismatch', values: { n, currency: line.currency } };
  }
  return null;
}

/** The kinds of document the chosen lines' side takes (an AP line goes on a vendor bill). */
export const kindsForSide = (side: TChargeLine['side']) =>
  (Object.keys(INVOICE_KINDS) as TInvoiceKind[]).filter((kind) => INVOICE_KINDS[kind].side === side);
