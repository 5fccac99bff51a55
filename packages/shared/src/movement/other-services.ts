import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { code, ZVersion } from '../api/paging';
import { divideDecimals, multiplyDecimals } from '../format/decimal';
import { cargoDay, cargoMoney, cargoRate, cargoText } from '../jobs/cargo/cargo-fields';
import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';
import { currencyCode } from '../master/currencies';

const id = z.number().int().min(1).max(2_147_483_647);

/**
 * The services a forwarder buys for a shipment besides the carriage (spec §2.8 other service tab,
 * issue 19): each is ordered from a supplier and paid as a cost of the job.
 */
export const OTHER_SERVICE_KINDS = {
  INSURANCE: 'otherServices:kinds.INSURANCE',
  FUMIGATION: 'otherServices:kinds.FUMIGATION',
  INSPECTION: 'otherServices:kinds.INSPECTION',
  // The paper a certificate-of-origin service gets: one label for both.
  CERTIFICATE_OF_ORIGIN: 'documents:docRecords.types.CERTIFICATE_OF_ORIGIN',
  QUARANTINE: 'otherServices:kinds.QUARANTINE',
  LASHING: 'otherServices:kinds.LASHING',
  PACKING: 'otherServices:kinds.PACKING',
  OTHER: 'otherServices:kinds.OTHER',
} as const satisfies Record<string, TLabelKey>;
export type TOtherServiceKind = keyof typeof OTHER_SERVICE_KINDS;

/** A blank select or text box means "none". */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/**
 * spec §9 money: the premium of a cargo insurance, its insured value at its rate in percent,
 * rounded once to cents (the rate is divided exactly: it has at most eight decimals).
 */
export const insurancePremium = (insuredValue: string, premiumRatePct: string) =>
  multiplyDecimals(insuredValue, divideDecimals(premiumRatePct, 100, 10), 2);

const serviceFields = {
  kind: z.enum(codesOf(OTHER_SERVICE_KINDS)),
  /** Who performs the service and is paid its cost: a party. */
  supplier: id.nullable().default(null),
  orderedDate: cargoDay,
  doneDate: cargoDay,
  /** The supplier's or authority's number: certificate, policy, survey report… */
  referenceNo: cargoText(40),
  remark: cargoText(500),
  /** The cost: a charge code of the charge master, its currency and amount, all or none. */
  chargeCode: blankIsNull(code(20)).default(null),
  currency: blankIsNull(currencyCode).default(null),
  amount: cargoMoney.default(null),
  insuredValue: cargoMoney.default(null),
  premiumRate: cargoRate.default(null),
};

type ServiceInput = { [K in keyof typeof serviceFields]: z.output<(typeof serviceFields)[K]> };

const COST = ['chargeCode', 'currency', 'amount'] as const;

/** The service's rules: done after ordered; a cost whole and paid to a supplier; insurance figures on insurance. */
function serviceRules(input: ServiceInput, ctx: z.RefinementCtx) {
  if (input.doneDate !== null && input.orderedDate !== null && input.doneDate < input.orderedDate)
    addMessageIssue(ctx, ['doneDate'], 'otherService.doneBeforeOrdered');
  const given = COST.filter((key) => input[key] !== null);
  if (given.length > 0) {
    for (const key of COST) if (input[key] === null) addMessageIssue(ctx, [key], 'otherService.costIncomplete');
    if (input.supplier === null) addMessageIssue(ctx, ['supplier'], 'otherService.costNeedsSupplier');
  }
  if (input.kind !== 'INSURANCE')
    for (const key of ['insuredValue', 'premiumRate'] as const)
      if (input[key] !== null) addMessageIssue(ctx, [key], 'otherService.insuranceOnly');
}

export const ZCreateOtherServiceRequest = z.object(serviceFields).superRefine(serviceRules);
export const ZUpdateOtherServiceRequest = z.object({ version: ZVersion, ...serviceFields }).superRefine(serviceRules);

export const ZOtherServiceParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  serviceId: z.coerce.number().int().min(1).max(2_147_483_647),
});

const day = z.string().nullable();

/** The cost line a service keeps on the charges tab, as far as the service tab tells of it. */
const ZServiceCostLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  localAmount: z.string(),
  /** The invoice it is on ('' when none); a line on an invoice or checked no longer changes. */
  invoiceNo: z.string(),
  invoiced: z.boolean(),
  checked: z.boolean(),
});

export const ZOtherService = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  kind: serviceFields.kind,
  supplier: z.number().int().nullable(),
  supplierName: z.string(),
  orderedDate: day,
  doneDate: day,
  referenceNo: z.string(),
  remark: z.string(),
  chargeCode: z.string().nullable(),
  currency: z.string().nullable(),
  amount: z.string().nullable(),
  insuredValue: z.string().nullable(),
  premiumRate: z.string().nullable(),
  costLine: ZServiceCostLine.nullable(),
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type TOtherService = z.infer<typeof ZOtherService>;

/** The other service tab: a job's services in the order they were ordered, with the office's local currency. */
export const ZJobOtherServices = z.object({
  jobId: z.number().int(),
  jobNo: z.string(),
  localCurrency: z.string(),
  services: z.array(ZOtherService),
});
export type TJobOtherServices = z.infer<typeof ZJobOtherServices>;
