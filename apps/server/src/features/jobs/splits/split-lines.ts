import {
  containerNoSummary,
  containerTypeSummary,
  earliestDay,
  SPLIT_LINE_LISTS,
  type TSplitLineList,
  type ZSplitJobRequest,
} from '@apex/shared/jobs';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { AppError, badRequest } from '../../../platform/http/app-error';
import { checkVersion } from '../access/job-access';
import { bumpPartVersion, findPartVersion, type JobRow } from '../access/queries';
import {
  type CargoPart,
  findContainers,
  findGoods,
  moveLineRows,
  renumberLines,
  setJobContainerDates,
} from '../cargo/queries';
import { findJobContainerOnOrder } from '../trucking/queries';

type SplitInput = z.output<typeof ZSplitJobRequest>;
type ContainerRow = Awaited<ReturnType<typeof findContainers>>[number];
type GoodsRow = Awaited<ReturnType<typeof findGoods>>[number]['line'];

/** One list's lines as they stand after the split: `byPart[i]` is on part i's job, in line order (0: kept). */
interface ListMove<Row> {
  part: CargoPart;
  exists: boolean;
  byPart: Row[][];
}

/** What a split does with the job's containers and goods lines; a list no part names is left alone. */
interface LineMoves {
  containers?: ListMove<ContainerRow>;
  goods?: ListMove<GoodsRow>;
}

async function planList<Row extends { id: number }>(
  tx: Tx,
  source: JobRow,
  input: SplitInput,
  { list, part, read }: { list: TSplitLineList; part: CargoPart; read: () => Promise<Row[]> },
): Promise<ListMove<Row> | undefined> {
  const named = input.parts.map((p) => [...p[list]].sort((a, b) => a - b));
  if (!named.some((lines) => lines.length)) return undefined;
  const { versionField, unknown } = SPLIT_LINE_LISTS[list];
  const current = await findPartVersion(tx, source.id, part);
  // The numbers name lines of the list the user read: another save since may have reordered it. (The
  // schema asks for the version whenever lines are named.)
  checkVersion(current, input[versionField]!);
  const rows = await read();
  const missing = [...new Set(named.flat().filter((line) => line > rows.length))];
  if (missing.length)
    throw badRequest(unknown, { jobNo: source.jobNo, lines: missing.join(', ') }, { [list]: missing });
  const taken = new Set(named.flat());
  return {
    part,
    exists: Boolean(current),
    byPart: named.map((lines, index) =>
      index === 0 ? rows.filter((_, at) => !taken.has(at + 1)) : lines.map((line) => rows[line - 1]!),
    ),
  };
}

/**
 * Reads, on the locked job, the lines each part takes: a list that gives lines away must still be at
 * the version the user read, and every line named must be on it (400 naming those that are not).
 */
export async function planLineMoves(tx: Tx, source: JobRow, input: SplitInput): Promise<LineMoves> {
  const containers = await planList(tx, source, input, {
    list: 'containerLines',
    part: 'containers',
    read: () => findContainers(tx, source.id),
  });
  const goods = await planList(tx, source, input, {
    list: 'goodsLines',
    part: 'goods',
    read: async () => (await findGoods(tx, source.id)).map((row) => row.line),
  });
  return { ...(containers && { containers }), ...(goods && { goods }) };
}

/**
 * A container leaves for another job only while no trucking order carries it (issue 19): the order
 * names it by this job, and was arranged for this job's consignee and address. The operator takes
 * it off the order (or deletes a cancelled one) first.
 */
export async function refuseTruckedContainers(tx: Tx, source: JobRow, moves: LineMoves) {
  const leaving = (moves.containers?.byPart.slice(1).flat() ?? []).flatMap((c) =>
    c.containerNo ? [c.containerNo] : [],
  );
  const carried = await findJobContainerOnOrder(tx, source.id, leaving);
  if (carried)
    throw new AppError(409, 'trucking.splitContainerOnOrder', {
      no: carried.containerNo,
      truckingNo: carried.truckingNo,
    });
}

/**
 * The job's container number and "container type and quantity" as its containers say once they
 * have moved (a job copied from the original would otherwise name containers it no longer has). A
 * job left without containers has no numbers, but keeps the type and quantity the operator typed:
 * that field is required of FCL jobs, and a blank one would block the job's next save.
 */
export function containerFieldsOf(
  moves: LineMoves,
  index: number,
): { containerNo?: string; containerTypeQty?: string } {
  if (!moves.containers) return {};
  const containers = moves.containers.byPart[index] ?? [];
  const containerNo = containerNoSummary(containers.map((c) => c.containerNo));
  return containers.length
    ? { containerNo, containerTypeQty: containerTypeSummary(containers.map((c) => c.containerType)) }
    : { containerNo };
}

async function applyList<Row extends { id: number }>(tx: Tx, move: ListMove<Row>, jobIds: number[], by: string) {
  const [source, ...others] = jobIds as [number, ...number[]];
  const receivers: number[] = [];
  for (const [at, jobId] of others.entries()) {
    const rows = move.byPart[at + 1]!;
    if (!rows.length) continue;
    await moveLineRows(
      tx,
      move.part,
      rows.map((r) => r.id),
      jobId,
    );
    await bumpPartVersion(tx, jobId, move.part, false, by);
    receivers.push(jobId);
  }
  await renumberLines(tx, move.part, [source, ...receivers]);
  await bumpPartVersion(tx, source, move.part, move.exists, by);
}

/**
 * Moves the lines to the parts' jobs (`jobIds` in the parts' order, the original first), numbers every
 * list touched 1..n again, moves each list's version on, and sets the container dates the job lists
 * filter by on every job whose containers changed.
 */
export async function applyLineMoves(tx: Tx, moves: LineMoves, jobIds: number[], by: string) {
  if (moves.goods) await applyList(tx, moves.goods, jobIds, by);
  const { containers } = moves;
  if (!containers) return;
  await applyList(tx, containers, jobIds, by);
  for (const [at, jobId] of jobIds.entries()) {
    const rows = containers.byPart[at]!;
    if (at > 0 && !rows.length) continue;
    await setJobContainerDates(tx, jobId, {
      packingDate: earliestDay(rows.map((c) => c.packingDate)),
      gateInDate: earliestDay(rows.map((c) => c.gateInAt?.toISOString() ?? null)),
    });
  }
}

/** The operation log's word on what went where: each new job's container numbers and the lines it took. */
export function movedLinesDetail(moves: LineMoves, jobs: { id: number; jobNo: string }[], jobIds: number[]) {
  const jobNoOf = new Map(jobs.map((j) => [j.id, j.jobNo]));
  return jobIds.slice(1).flatMap((jobId, at) => {
    const containers = moves.containers?.byPart[at + 1] ?? [];
    const goods = moves.goods?.byPart[at + 1] ?? [];
    if (!containers.length && !goods.length) return [];
    return [
      {
        jobNo: jobNoOf.get(jobId),
        containerNos: containers.map((c) => c.containerNo || `line ${c.lineNo}`),
        goodsLines: goods.map((g) => g.lineNo),
      },
    ];
  });
}
