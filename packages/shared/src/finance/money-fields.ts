import { z } from 'zod';
import { addMessageIssue } from '../api/issues';

/**
 * Decimal text of a money form field (never a float), signed: a credit line or a refund is
 * negative. `places` decimals at most; a third decimal of an amount is refused, not rounded
 * (spec §5 "amounts take two decimals"), with one message under the cell.
 */
const signedDecimal = (places: number, code: 'charge.twoDecimals' | 'charge.numDecimals') =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .superRefine((value, ctx) => {
      if (!new RegExp(`^-?\\d{1,12}(\\.\\d{1,${places}})?$`).test(value)) addMessageIssue(ctx, [], code, { value });
    });

/** spec §5/§9: an amount or a price, two decimals. */
export const signedMoney = signedDecimal(2, 'charge.twoDecimals');

/** A num (quantity a line is counted in): four decimals like weights and volumes, never 0 (spec §5). */
export const chargeNum = signedDecimal(4, 'charge.numDecimals').superRefine((value, ctx) => {
  if (/^-?0*(\.0*)?$/.test(value)) addMessageIssue(ctx, [], 'charge.numZero');
});

/**
 * spec §5/§9: an invoice no (ours, or the tax authority's) is at most 18 digits.
 */
export const INVOICE_NO_MAX = 18;
export const invoiceNoDigits = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value !== '' && !new RegExp(`^\\d{1,${INVOICE_NO_MAX}}$`).test(value))
      addMessageIssue(ctx, [], 'invoice.noTooLong', { max: INVOICE_NO_MAX });
  });
