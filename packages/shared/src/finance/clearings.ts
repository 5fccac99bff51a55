import { z } from 'zod';
import { calendarDate, requiredText, text, ZPageQuery, ZVersion } from '../api/paging';
import { CHARGE_SIDES, money } from '../master/charge-vocabulary';
import { currencyCode } from '../master/currencies';

const id = z.number().int().min(1).max(2_147_483_647);

/** A payment received (AR) or made (AP), or a charge-off of what is left, against confirmed invoices. */
export const CLEARING_KINDS = ['PAYMENT', 'CHARGE_OFF'] as const;

/**
 * issue 17 clearing: one payment against one or many confirmed invoices of one party, side and
 * currency, each part at most what the invoice still has outstanding; the total is the sum.
 */
export const ZCreateClearingRequest = z.object({
  kind: z.enum(CLEARING_KINDS).default('PAYMENT'),
  side: z.enum(CHARGE_SIDES),
  partyId: id,
  currency: currencyCode,
  clearedOn: calendarDate,
  bankReference: text(60).default(''),
  remark: text(300).default(''),
  items: z
    .array(z.object({ invoiceId: id, amount: money }))
    .min(1)
    .max(200),
});

/** Reversing a clearing is kept and audited, with its reason. */
export const ZReverseClearingRequest = z.object({ version: ZVersion, reason: requiredText(300) });

export const ZClearing = z.object({
  id: z.number().int(),
  kind: z.enum(CLEARING_KINDS),
  side: z.enum(CHARGE_SIDES),
  officeCode: z.string(),
  partyId: z.number().int(),
  partyName: z.string(),
  currency: z.string(),
  amount: z.string(),
  clearedOn: z.string(),
  bankReference: z.string(),
  remark: z.string(),
  items: z.array(
    z.object({ invoiceId: z.number().int(), invoiceNo: z.string(), jobNo: z.string(), amount: z.string() }),
  ),
  reversed: z.boolean(),
  reversedBy: z.string(),
  reversedAt: z.string().nullable(),
  reverseReason: z.string(),
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TClearing = z.infer<typeof ZClearing>;

export const ZClearingListQuery = ZPageQuery.extend({
  partyId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** The clearings with an item against this invoice: the invoice editor's clearing history. */
  invoiceId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  side: z.enum(CHARGE_SIDES).optional(),
  currency: currencyCode.optional(),
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  sortField: z.enum(['clearedOn', 'amount']).optional(),
});

/** The confirmed invoices of a party a payment can clear: those with something outstanding. */
export const ZOpenInvoicesQuery = z.object({
  partyId: z.coerce.number().int().min(1).max(2_147_483_647),
  side: z.enum(CHARGE_SIDES),
  currency: currencyCode,
});
