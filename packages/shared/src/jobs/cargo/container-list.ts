import { z } from 'zod';
import { addMessageIssue } from '../../api/issues';
import { ZContainerClocks } from '../../movement/free-time-clock';
import { containerCheckDigit, isValidContainerNo, normaliseContainerNo } from '../container-number';
import { cargoCode, cargoCount, cargoDay, cargoMoment, cargoQuantity, cargoText, ZPartVersion } from './cargo-fields';

/** SOLAS VGM: method 1 weighs the packed container, method 2 adds the contents' weights to the tare. */
const VGM_METHODS = ['1', '2'] as const;

/** spec §3 Container, as the containers tab edits it; weights in KG, volume in CBM. */
const ZContainerLine = z.object({
  containerType: cargoCode(20).pipe(z.string().min(1)),
  /** ISO 6346 (spec §5), normalised from what people type (`mscu 123456-5`); blank until known. */
  containerNo: z.string().max(20).default('').transform(normaliseContainerNo),
  sealNo: cargoCode(40),
  palletNum: cargoCount.default(null),
  tareKg: cargoQuantity.default(null),
  grossWeightKg: cargoQuantity.default(null),
  packages: cargoCount.default(null),
  volumeCbm: cargoQuantity.default(null),
  vgmWeightKg: cargoQuantity.default(null),
  vgmMethod: z.enum(VGM_METHODS).nullable().default(null),
  vgmAt: cargoMoment,
  packer: cargoText(100),
  packerContact: cargoText(100),
  packingDate: cargoDay,
  loadingAt: cargoMoment,
  loadingStatus: cargoText(40),
  /** Port arrival (gate-in) at the terminal. */
  gateInAt: cargoMoment,
  shipperUnit: cargoText(100),
  driverName: cargoText(60),
  driverTel: cargoText(30),
  truckNo: cargoText(30),
  plateNo: cargoText(20),
  /** Its own last free date at the terminal (issue 19); blank: the job's applies. */
  lastFreeDate: cargoDay,
  /** Issue 20: discharged from the vessel (demurrage starts), out of the terminal (detention starts), back empty. */
  dischargeDate: cargoDay,
  gateOutDate: cargoDay,
  emptyReturnDate: cargoDay,
});
type TContainerLine = z.infer<typeof ZContainerLine>;

const FIRST_TEN = /^[A-Z]{3}[UJZ]\d{6}$/;

/**
 * spec §5 "container number must follow the standard rules … otherwise it is flagged": what is wrong
 * with a number, naming the container and, where only the last digit is wrong, the check digit it
 * should have. A wrong shape is refused; a wrong check digit is flagged and saved once confirmed.
 */
export function containerNoIssue(
  no: string,
): { code: 'container.checkDigit' | 'container.shape'; values: Record<string, string> } | null {
  if (!no || isValidContainerNo(no)) return null;
  const firstTen = no.slice(0, 10);
  if (no.length === 11 && FIRST_TEN.test(firstTen) && /\d$/.test(no))
    return { code: 'container.checkDigit', values: { no, expected: String(containerCheckDigit(firstTen)) } };
  return { code: 'container.shape', values: { no } };
}

/** A number that has the ISO 6346 shape but not its check digit (flagged, saved once confirmed). */
export const hasWrongCheckDigit = (no: string) => containerNoIssue(no)?.code === 'container.checkDigit';

/** Each number of the ISO 6346 shape and once per job (a container cannot be loaded twice on one job). */
function containerRules(containers: TContainerLine[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  containers.forEach((c, index) => {
    const issue = containerNoIssue(c.containerNo);
    if (issue?.code === 'container.shape')
      addMessageIssue(ctx, ['containers', index, 'containerNo'], issue.code, issue.values);
    else if (c.containerNo && seen.has(c.containerNo))
      addMessageIssue(ctx, ['containers', index, 'containerNo'], 'container.repeated', { no: c.containerNo });
    seen.add(c.containerNo);
  });
}

export const ZSaveContainersRequest = z
  .object({
    version: ZPartVersion,
    containers: z.array(ZContainerLine).max(500),
    /** The user confirmed the numbers with a wrong check digit that the server asked about (409). */
    confirmCheckDigits: z.boolean().default(false),
  })
  .superRefine((list, ctx) => containerRules(list.containers, ctx));

const nullableText = z.string().nullable();
const count = z.number().int().nullable();
/** A saved container as answered (plain values: a response is never transformed). */
const ZContainer = z.object({
  containerType: z.string(),
  containerNo: z.string(),
  /** Who saved the number knowing its check digit is wrong (null: a standard number). */
  checkDigitConfirmedBy: nullableText,
  checkDigitConfirmedAt: nullableText,
  sealNo: z.string(),
  palletNum: count,
  tareKg: nullableText,
  grossWeightKg: nullableText,
  packages: count,
  volumeCbm: nullableText,
  vgmWeightKg: nullableText,
  vgmMethod: z.enum(VGM_METHODS).nullable(),
  vgmAt: nullableText,
  packer: z.string(),
  packerContact: z.string(),
  packingDate: nullableText,
  loadingAt: nullableText,
  loadingStatus: z.string(),
  gateInAt: nullableText,
  shipperUnit: z.string(),
  driverName: z.string(),
  driverTel: z.string(),
  truckNo: z.string(),
  plateNo: z.string(),
  lastFreeDate: nullableText,
  dischargeDate: nullableText,
  gateOutDate: nullableText,
  emptyReturnDate: nullableText,
  /** Its free-time clocks today, from these dates and the party's free time (read only). */
  clocks: ZContainerClocks,
});
export type TContainer = z.infer<typeof ZContainer>;

const ZContainerTotals = z.object({
  containerCount: z.number().int(),
  packages: z.number().int(),
  grossWeightKg: z.string(),
  volumeCbm: z.string(),
  /** "2x40HQ+1x20GP", types in order of first appearance. */
  typeSummary: z.string(),
});

export const ZContainerList = z.object({
  jobId: z.number().int(),
  version: z.number().int(),
  containers: z.array(ZContainer),
  totals: ZContainerTotals,
});
export type TContainerList = z.infer<typeof ZContainerList>;
