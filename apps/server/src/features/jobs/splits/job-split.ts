import { ENTITY_NAMES } from '@apex/shared';
import { type TJobType, type TSplitJobResult, ZCreateJobRequest, type ZSplitJobRequest } from '@apex/shared/jobs';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { lockJob } from '../access/job-access';
import { isMaster } from '../bills/bill-scope';
import { countJobHbls } from '../bills/queries';
import { checkSplit } from '../bills/splits';
import { checkJobReferences } from '../card/job-references';
import { addJob } from '../card/jobs';
import { findJobNos, linkNewJobs, updateJobRow } from '../card/queries';
import { generalOf } from '../list/job-actions';
import {
  applyLineMoves,
  containerFieldsOf,
  movedLinesDetail,
  planLineMoves,
  refuseTruckedContainers,
} from './split-lines';

type SplitInput = z.output<typeof ZSplitJobRequest>;
type SplitPart = SplitInput['parts'][number];

/** A part's cargo, split in KG and CBM: an LB or CBF typed on the job stands for the whole, not a part. */
const cargoOf = ({ packages, weightKg, volumeCbm }: SplitPart) => ({
  packages,
  weightKg,
  volumeCbm,
  weightLb: null,
  volumeCbf: null,
});

/**
 * `/OceanImport/dosplit`: a shipment delivered in several lots becomes several jobs. The first part
 * stays on the job; each other part is a new job of the same office, type and mode with a new job
 * no, the job's whole general part (it is the same shipment: same bills, vessel and dates), the
 * part's cargo and consignee, and the containers and goods lines the part names (what no part names
 * stays on the job). The parts add up exactly to the job's cargo, or nothing is written. A job whose
 * cargo is on HB/Ls, or a consolidation, is split through those instead.
 */
export async function splitJob(
  ctx: ServiceContext,
  { jobType, id, input, actor }: { jobType: TJobType; id: number; input: SplitInput; actor: AuditActor },
): Promise<TSplitJobResult> {
  return ctx.db.transaction(async (tx) => {
    const source = await lockJob(tx, { jobType, id, actor });
    const { jobNo } = source;
    if (isMaster(source)) throw new AppError(409, 'split.master', { jobNo });
    if ((await countJobHbls(tx, id)) > 0) throw new AppError(409, 'split.jobHasHbls', { jobNo });
    checkSplit(source, input.parts);
    // Each consignee named once is checked once (a party of this database, of any role: issue 16).
    for (const consignee of new Set(input.parts.flatMap((p) => (p.consignee ? [p.consignee] : []))))
      await checkJobReferences(tx, { consignee });
    const moves = await planLineMoves(tx, source, input);
    await refuseTruckedContainers(tx, source, moves);

    const [keptPart, ...rest] = input.parts as [SplitPart, ...SplitPart[]];
    const kept = { ...cargoOf(keptPart), ...containerFieldsOf(moves, 0) };
    // The version check of the update is the split's guard: the totals split are the ones saved.
    await updateJobRow(
      tx,
      { id, version: input.version, by: actor.account, entity: ENTITY_NAMES.job },
      { ...kept, consigneeId: keptPart.consignee ?? source.consigneeId },
    );
    const general = generalOf(source);
    const added: number[] = [];
    for (const [at, part] of rest.entries()) {
      // The shipment's dates are facts already confirmed on the job, not typed anew.
      const values = ZCreateJobRequest.parse({
        ...general,
        ...cargoOf(part),
        ...containerFieldsOf(moves, at + 1),
        consignee: part.consignee ?? general.consignee,
        jobMode: source.jobMode,
        confirmPastEta: true,
      });
      added.push(await addJob(tx, jobType, values, actor));
    }
    await linkNewJobs(tx, added, { splitFromJobId: id });
    const jobIds = [id, ...added];
    await applyLineMoves(tx, moves, jobIds, actor.account);
    // The original first: it is older than the jobs split from it.
    const result = await findJobNos(tx, jobIds);
    await writeAudit(tx, actor, {
      action: 'job.split',
      entity: 'job',
      entityId: id,
      key: jobNo,
      detail: {
        jobNo,
        addedJobIds: added,
        // What the job kept, as the other logs of changes say it: [before, after].
        changes: {
          packages: [source.packages, kept.packages],
          weightKg: [source.weightKg, kept.weightKg],
          volumeCbm: [source.volumeCbm, kept.volumeCbm],
          ...(kept.containerNo !== undefined && { containerNo: [source.containerNo, kept.containerNo] }),
          ...(kept.containerTypeQty !== undefined && {
            containerTypeQty: [source.containerTypeQty, kept.containerTypeQty],
          }),
        },
        moved: movedLinesDetail(moves, result, jobIds),
      },
    });
    return result;
  });
}
