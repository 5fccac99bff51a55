import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { ZVersion } from '../api/paging';
import { cargoCode, cargoDay, cargoMoment, cargoMoney, cargoText } from '../jobs/cargo/cargo-fields';
import type { TJobType } from '../jobs/job-types';
import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';
import { currencyCode } from '../master/currencies';

const id = z.number().int().min(1).max(2_147_483_647);

/** spec §3 Customs: an export job's goods are declared, an import job's entered; the job's type decides. */
export const CUSTOMS_KINDS = {
  EXPORT_DECLARATION: 'customs:kinds.EXPORT_DECLARATION',
  IMPORT_ENTRY: 'customs:kinds.IMPORT_ENTRY',
} as const satisfies Record<string, TLabelKey>;
export type TCustomsKind = keyof typeof CUSTOMS_KINDS;
export const customsKindOf = (jobType: TJobType): TCustomsKind =>
  jobType === 'OE' ? 'EXPORT_DECLARATION' : 'IMPORT_ENTRY';

/** The tax bill's amounts (spec §3 "tax bill data"), two decimals each. */
export const CUSTOMS_TAXES = ['duty', 'vat', 'otherTaxes'] as const;

/**
 * spec §3 Customs as the operator keeps it for a broker: the entrustment no comes from the office's
 * numbering rule, never typed; the kind from the job's type.
 */
const entrustmentFields = {
  /** The customs broker: a party, those with the broker role first. */
  broker: id.nullable().default(null),
  /** The declaration (export) or pre-entry (import) no. */
  declarationNo: cargoCode(40),
  entryNo: cargoCode(40),
  entryDate: cargoDay,
  releasedAt: cargoMoment,
  examOrderedDate: cargoDay,
  examDoneDate: cargoDay,
  examResult: cargoText(200),
  examReleaseDate: cargoDay,
  duty: cargoMoney.default(null),
  vat: cargoMoney.default(null),
  otherTaxes: cargoMoney.default(null),
  taxCurrency: currencyCode.nullable().default(null),
  cancelDate: cargoDay,
  cancelReason: cargoText(200),
  remark: cargoText(500),
};

type EntrustmentInput = {
  [K in keyof typeof entrustmentFields]: z.output<(typeof entrustmentFields)[K]>;
};

/**
 * The order of customs' steps (issue 19): released only once entered and not before, the exam done
 * after it was ordered and released after it was done, taxes in a currency, a cancel with a reason.
 */
function stepsInOrder(input: EntrustmentInput, ctx: z.RefinementCtx) {
  const releaseDay = input.releasedAt?.slice(0, 10) ?? null;
  if (releaseDay !== null && (input.entryDate === null || releaseDay < input.entryDate))
    addMessageIssue(ctx, ['releasedAt'], 'customs.releaseBeforeEntry');
  if (input.examDoneDate !== null && input.examOrderedDate !== null && input.examDoneDate < input.examOrderedDate)
    addMessageIssue(ctx, ['examDoneDate'], 'customs.examBeforeOrder');
  if (input.examReleaseDate !== null && (input.examDoneDate === null || input.examReleaseDate < input.examDoneDate))
    addMessageIssue(ctx, ['examReleaseDate'], 'customs.examReleaseBeforeExam');
  if (input.taxCurrency === null && CUSTOMS_TAXES.some((tax) => input[tax] !== null))
    addMessageIssue(ctx, ['taxCurrency'], 'customs.taxCurrencyRequired');
  if (input.cancelDate !== null && input.cancelReason === '')
    addMessageIssue(ctx, ['cancelReason'], 'customs.cancelReasonRequired');
}

export const ZCreateCustomsEntrustmentRequest = z.object(entrustmentFields).superRefine(stepsInOrder);
export const ZUpdateCustomsEntrustmentRequest = z
  .object({ version: ZVersion, ...entrustmentFields })
  .superRefine(stepsInOrder);

export const ZCustomsEntrustmentParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  entrustmentId: z.coerce.number().int().min(1).max(2_147_483_647),
});

const day = z.string().nullable();
const amount = z.string().nullable();

export const ZCustomsEntrustment = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  entrustmentNo: z.string(),
  kind: z.enum(codesOf(CUSTOMS_KINDS)),
  broker: z.number().int().nullable(),
  brokerName: z.string(),
  declarationNo: z.string(),
  entryNo: z.string(),
  entryDate: day,
  releasedAt: z.string().nullable(),
  examOrderedDate: day,
  examDoneDate: day,
  examResult: z.string(),
  examReleaseDate: day,
  duty: amount,
  vat: amount,
  otherTaxes: amount,
  taxCurrency: z.string().nullable(),
  /** The tax bill's total (`customsTaxTotal`), null without any tax. */
  taxTotal: amount,
  cancelDate: day,
  cancelReason: z.string(),
  remark: z.string(),
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type TCustomsEntrustment = z.infer<typeof ZCustomsEntrustment>;

/** The job's customs dates the general tab shows, each kept by the customs entrustments (`jobCustomsFacts`). */
export const ZJobCustomsFacts = z.object({
  customsEntryDate: day,
  entryNo: z.string(),
  examDate: day,
  customsReleaseDate: day,
  customsCancelDate: day,
});
export type TJobCustomsFacts = z.infer<typeof ZJobCustomsFacts>;

/** The customs tab: a job's entrustments, oldest first, and what they make of the job's dates. */
export const ZJobCustoms = z.object({
  jobId: z.number().int(),
  jobNo: z.string(),
  kind: ZCustomsEntrustment.shape.kind,
  facts: ZJobCustomsFacts,
  entrustments: z.array(ZCustomsEntrustment),
});
export type TJobCustoms = z.infer<typeof ZJobCustoms>;
