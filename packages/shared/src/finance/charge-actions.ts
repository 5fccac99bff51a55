import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { calendarDate, code, requiredText } from '../api/paging';
import { ZPartVersion } from '../jobs/cargo/cargo-fields';
import { CHARGE_SIDES, CHARGE_UNITS } from '../master/charge-vocabulary';
import { currencyCode } from '../master/currencies';
import { APPORTION_BASIS_CODES, PAYMENT_TERM_CODES } from './finance-states';
import { signedMoney } from './money-fields';

const id = z.number().int().min(1).max(2_147_483_647);

/** Apply a charge scheme: the lines it would add, for review before they go into the grid. */
export const ZSchemePreviewRequest = z.object({ schemeId: id });

/** A scheme line worked out on the job: num from the job's quantities, the party of its role. */
const ZSchemePreviewLine = z.object({
  side: z.enum(CHARGE_SIDES),
  chargeCode: z.string(),
  displayName: z.string(),
  unit: z.enum(CHARGE_UNITS),
  currency: z.string(),
  price: z.string(),
  /** null: the job has nothing this unit counts (no container of the type, no weight…). */
  num: z.string().nullable(),
  amount: z.string().nullable(),
  partyRole: z.string(),
  /** The job's party in that role; null when the job has none yet. */
  partyId: z.number().int().nullable(),
  partyName: z.string(),
  /** Defaults of the charge code a new line takes. */
  taxRate: z.string().nullable(),
  dueDate: z.string(),
});
export const ZSchemePreview = z.object({ schemeNo: z.string(), lines: z.array(ZSchemePreviewLine) });
export type TSchemePreview = z.infer<typeof ZSchemePreview>;

/**
 * Spread a consolidation's cost (or charge) over its sub-jobs (issue 17 apportionment): the total
 * shared by weight, volume, chargeable weight or the sub-jobs' AR amount. spec §5: an amount of 0
 * is invalid.
 */
export const ZApportionRequest = z
  .object({
    side: z.enum(CHARGE_SIDES),
    chargeCode: code(20),
    displayName: requiredText(100),
    partyId: id,
    currency: currencyCode,
    ppCc: z.enum(PAYMENT_TERM_CODES).default('PP'),
    amount: signedMoney,
    basis: z.enum(APPORTION_BASIS_CODES),
    dueDate: calendarDate,
  })
  .superRefine((r, ctx) => {
    if (/^-?0*(\.0*)?$/.test(r.amount)) addMessageIssue(ctx, ['amount'], 'charge.apportionZero');
  });

/** The share each sub-job takes, for review; the same call with `commit` adds the lines. */
export const ZApportionPreview = z.object({
  basis: z.enum(APPORTION_BASIS_CODES),
  shares: z.array(
    z.object({
      jobId: z.number().int(),
      jobNo: z.string(),
      /** The sub-job's weight, volume, chargeable weight or AR amount. */
      weight: z.string(),
      amount: z.string(),
    }),
  ),
});
export type TApportionPreview = z.infer<typeof ZApportionPreview>;

/** spec §4 review: the operator asks for review, finance approves, or sends it back. */
export const REVIEW_ACTIONS = ['submit', 'approve', 'reopen'] as const;
export const ZReviewRequest = z.object({ version: ZPartVersion, action: z.enum(REVIEW_ACTIONS) });

/** spec §4 charge check on chosen lines: submit for checking, check, or undo a check. */
const CHECK_ACTIONS = ['submit', 'check', 'uncheck'] as const;
export type TCheckAction = (typeof CHECK_ACTIONS)[number];
export const ZCheckLinesRequest = z.object({
  action: z.enum(CHECK_ACTIONS),
  lines: z
    .array(z.object({ id, version: z.number().int().min(1) }))
    .min(1)
    .max(500),
});
export const ZCheckLinesResult = z.object({ changed: z.number().int() });
