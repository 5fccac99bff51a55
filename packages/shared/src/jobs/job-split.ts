import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import type { TMessageCode } from '../api/messages';
import { ZIdParams, ZVersion } from '../api/paging';
import { defineRoute } from '../api/route';
import { containerTotals, goodsTotals, ZPartVersion } from './cargo';
import type { CargoTotals } from './cargo-split';
import { jobGeneralFields } from './job';
import { jobRouteBase } from './job-route-base';
import type { TJobType } from './job-types';

const { packages, weightKg, volumeCbm, consignee } = jobGeneralFields;

/**
 * Containers and goods lines are answered in line order without ids, so a split names them by line
 * number: the 1-based position in the list the user read (guarded by that list's version).
 */
const lineNos = z.array(z.number().int().min(1).max(500)).max(500).default([]);

/**
 * One delivery of a job's cargo (`/OceanImport/dosplit`): its packages, weight and volume, the
 * consignee it goes to when that is not the job's own, and the containers and goods lines that go
 * with it to its new job; each checked as the job's own field is.
 */
export const ZJobSplitPart = z.object({
  packages,
  weightKg,
  volumeCbm,
  consignee,
  containerLines: lineNos,
  goodsLines: lineNos,
});
export type TJobSplitPart = z.input<typeof ZJobSplitPart>;
type SplitPart = z.output<typeof ZJobSplitPart>;

/** The two lists a split moves lines of, with the request field of the version read and the codes of their rules. */
export const SPLIT_LINE_LISTS = {
  containerLines: {
    versionField: 'containersVersion',
    twice: 'split.containerTwice',
    unknown: 'split.unknownContainers',
  },
  goodsLines: { versionField: 'goodsVersion', twice: 'split.goodsLineTwice', unknown: 'split.unknownGoodsLines' },
} as const satisfies Record<string, { versionField: string; twice: TMessageCode; unknown: TMessageCode }>;
export type TSplitLineList = keyof typeof SPLIT_LINE_LISTS;

/**
 * What is not named stays on the job, so the kept part names nothing; a line goes to one part only;
 * and moving lines of a list needs the version it was read at, or the numbers could name other lines.
 */
function splitLineRules(
  input: { parts: SplitPart[]; containersVersion?: number; goodsVersion?: number },
  ctx: z.RefinementCtx,
) {
  for (const list of Object.keys(SPLIT_LINE_LISTS) as TSplitLineList[]) {
    const rule = SPLIT_LINE_LISTS[list];
    if (input.parts[0]?.[list].length) addMessageIssue(ctx, ['parts', 0, list], 'split.keptPartLines');
    const seen = new Set<number>();
    for (const [index, part] of input.parts.entries())
      for (const [at, line] of part[list].entries()) {
        if (seen.has(line)) addMessageIssue(ctx, ['parts', index, list, at], rule.twice, { line });
        seen.add(line);
      }
    if (seen.size && input[rule.versionField] === undefined)
      addMessageIssue(ctx, [rule.versionField], 'split.listVersionMissing', { field: rule.versionField });
  }
}

/**
 * Splits a job into several: the first part stays on the job, each other becomes a new job of the
 * same shipment (a copy of its general part with a new job no) and takes the containers and goods
 * lines it names. The parts add up exactly to the job's cargo; the version guards the totals the
 * user split, and the lists' versions the lines they named.
 */
export const ZSplitJobRequest = z
  .object({
    version: ZVersion,
    containersVersion: ZPartVersion.optional(),
    goodsVersion: ZPartVersion.optional(),
    parts: z.array(ZJobSplitPart).min(2).max(20),
  })
  .superRefine(splitLineRules);

/** The jobs the cargo is on after a split, the original first. */
const ZSplitJobResult = z.array(z.object({ id: z.number().int(), jobNo: z.string() }));
export type TSplitJobResult = z.infer<typeof ZSplitJobResult>;

/** Splitting a job of a job type into several jobs of the same shipment. */
export function jobSplitRoutes(jobType: TJobType) {
  const { one, write, name } = jobRouteBase(jobType);
  return {
    split: defineRoute({
      method: 'POST',
      path: `${one}/split`,
      access: write,
      summary:
        "Splits a job's cargo into several jobs of the same shipment (the first part stays); the parts add up exactly",
      tag: `${name} jobs`,
      params: ZIdParams,
      body: ZSplitJobRequest,
      response: ZSplitJobResult,
    }),
  };
}

type Containers = Parameters<typeof containerTotals>[0];
type GoodsLines = Parameters<typeof goodsTotals>[0];

/**
 * The cargo a part takes with its lines, to offer as its quantities: the containers' when it takes
 * any (they are what is delivered), else the goods lines'; null when it takes neither. Exact sums.
 */
export function cargoOfLines(containers: Containers, goods: GoodsLines): CargoTotals | null {
  if (containers.length) {
    const totals = containerTotals(containers);
    return { packages: totals.packages, weightKg: totals.grossWeightKg, volumeCbm: totals.volumeCbm };
  }
  if (!goods.length) return null;
  const totals = goodsTotals(goods);
  return { packages: totals.pieces, weightKg: totals.grossWeightKg, volumeCbm: totals.volumeCbm };
}
