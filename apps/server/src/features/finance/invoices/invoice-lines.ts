import { convertAmount, INVOICE_KINDS, type TCompanyType, type TInvoiceKind } from '@apex/shared/finance';
import { addCalendarDays, addDecimals } from '@apex/shared/format';
import { labelTexts } from '@apex/shared/labels';
import { AppError, badRequest } from '../../../platform/http/app-error';
import type { ChargeLineRow } from './queries';

/** spec §6: a line made under one company type (XC) is not the other's (SC) to operate. */
export function checkCompanyType(lines: readonly Pick<ChargeLineRow, 'companyType'>[], callerType: TCompanyType) {
  const other = lines.find((line) => line.companyType !== callerType);
  if (other) throw new AppError(409, 'charge.otherCompanyType', { lineType: other.companyType, callerType });
}

/** A line's invoice as a message names it: its number, or "Draft" before it has one. */
export const invoiceNameOf = (invoiceNo: string | null) => invoiceNo || labelTexts('finance:invoiceStates.DRAFT');

/**
 * The lines an invoice of `kind` may hold (issue 17): lines of its job, of the kind's side, not on
 * another invoice, of one settlement account and one currency (spec §8 "invoice currency differs
 * from detail currency"), and the caller's company type's.
 */
export function checkInvoiceLines(
  lines: readonly ChargeLineRow[],
  lineIds: readonly number[],
  { kind, invoiceId, companyType }: { kind: TInvoiceKind; invoiceId: number | null; companyType: TCompanyType },
) {
  const found = new Set(lines.map((line) => line.id));
  const missing = lineIds.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest('invoice.lineNotOfJob', { value: missing });
  checkCompanyType(lines, companyType);
  const { side } = INVOICE_KINDS[kind];
  const [first] = lines;
  for (const line of lines) {
    const n = line.lineNo;
    if (line.side !== side)
      throw badRequest('invoice.sideMismatch', {
        n,
        side: labelTexts(side === 'AR' ? 'finance:fields.ar' : 'finance:fields.ap'),
      });
    if (line.invoiceId !== null && line.invoiceId !== invoiceId)
      throw new AppError(409, 'invoice.lineOnOtherInvoice', { n, invoiceNo: invoiceNameOf(line.invoiceNo) });
    if (line.partyId !== first!.partyId) throw badRequest('invoice.partyMismatch', { n, party: line.partyName });
    if (line.currency !== first!.currency) throw badRequest('invoice.currencyMismatch', { n, currency: line.currency });
  }
}

/**
 * The invoice's figures from its lines (docs/decisions.md "Invoices"): the amount without tax, the
 * tax and the gross the party pays (amount + tax, whether the prices held the tax or not), and the
 * gross in the office's local currency at each line's own frozen rate, for the customer's credit.
 */
export function invoiceTotals(lines: readonly ChargeLineRow[]) {
  let amountTotal = '0.00';
  let taxTotal = '0.00';
  let grossTotal = '0.00';
  let localGross = '0.00';
  for (const line of lines) {
    const gross = addDecimals(line.notTaxedAmount, line.taxAmount);
    amountTotal = addDecimals(amountTotal, line.notTaxedAmount);
    taxTotal = addDecimals(taxTotal, line.taxAmount);
    grossTotal = addDecimals(grossTotal, gross);
    localGross = addDecimals(localGross, convertAmount(gross, line.exchangeRate));
  }
  return { amountTotal, taxTotal, grossTotal, localGross };
}

/**
 * The invoice's dates: due the party's credit days after the invoice date; aged (statement) from
 * its lines' earliest aging begin date, or from the invoice date when no line has one.
 */
export function invoiceDates(lines: readonly ChargeLineRow[], invoiceDate: string, creditDays: number) {
  const aging = lines.flatMap((line) => (line.agingBeginDate ? [line.agingBeginDate] : [])).sort();
  return { invoiceDate, dueDate: addCalendarDays(invoiceDate, creditDays), agingBeginDate: aging[0] ?? invoiceDate };
}
