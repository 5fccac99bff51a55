import { etaSlipDays, type TEtaSlip } from '@apex/shared/tracking';
import type { DbOrTx, Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { badRequest } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { checkVersion, type JobRef, lockJob } from '../../jobs/access/job-access';
import {
  closeEtaSlip,
  type EtaSlipValues,
  findCarrierArrival,
  findOpenEtaSlip,
  findSlipJobs,
  insertEtaSlip,
  updateEtaSlip,
  updateJobArrival,
} from './queries';

/** A job whose ETA slipped: who is told (its operator and customer service, those of them in the job's office). */
export interface SlippedJob {
  jobId: number;
  jobNo: string;
  jobType: string;
  people: number[];
  slip: EtaSlipValues;
}

/**
 * After new carrier events: each job whose carrier arrival at its POD is now later than its ETA by
 * more than `thresholdDays` gets an open slip (its people told once, by `tell`); an open slip
 * follows the carrier's newer arrivals, and closes by itself when the arrival comes back within
 * the threshold.
 */
export async function checkEtaSlips(
  tx: Tx,
  jobIds: number[],
  { thresholdDays, tell }: { thresholdDays: number; tell: (tx: Tx, slipped: SlippedJob) => Promise<void> },
) {
  if (jobIds.length === 0) return;
  for (const job of await findSlipJobs(tx, jobIds)) {
    if (!job.eta || !job.pod) continue;
    const arrival = await findCarrierArrival(tx, job.id, job.pod);
    if (!arrival) continue;
    const slipDays = etaSlipDays(job.eta, arrival.at.toISOString());
    const open = await findOpenEtaSlip(tx, job.id);
    if (slipDays <= thresholdDays) {
      if (open) await closeEtaSlip(tx, open.id, { resolution: 'CAUGHT_UP', by: 'carrier' });
      continue;
    }
    const slip = {
      jobEta: job.eta,
      carrierArrival: arrival.at,
      classifier: arrival.classifier,
      eventRowId: arrival.eventRowId,
      slipDays,
    };
    if (open) {
      await updateEtaSlip(tx, open.id, slip);
      continue;
    }
    await insertEtaSlip(tx, job.id, slip);
    const people = [...new Set([job.operatorId, job.customerServiceId].filter((id): id is number => id !== null))];
    await tell(tx, { jobId: job.id, jobNo: job.jobNo, jobType: job.jobType, people, slip });
  }
}

/** The job's open ETA slip as its tracking tab and card show it. */
export async function readEtaSlip(db: DbOrTx, jobId: number): Promise<TEtaSlip | null> {
  const open = await findOpenEtaSlip(db, jobId);
  if (!open) return null;
  return {
    jobEta: open.jobEta,
    carrierArrival: open.carrierArrival.toISOString(),
    classifier: open.classifier === 'ACT' ? 'ACT' : 'EST',
    slipDays: open.slipDays,
    createdAt: open.createdAt.toISOString(),
  };
}

/**
 * One click from the alert: the job's ETA becomes the carrier's arrival day (and its ATA too once
 * the carrier reports the actual), at the job's version the user read, and the slip closes.
 */
export async function updateEtaFromCarrier(ctx: ServiceContext, ref: JobRef, version: number) {
  await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, ref);
    checkVersion(job, version);
    const open = await findOpenEtaSlip(tx, job.id);
    if (!open) throw badRequest('tracking.noEtaSlip');
    const day = open.carrierArrival.toISOString().slice(0, 10);
    const by = ref.actor.account;
    await updateJobArrival(
      tx,
      { id: job.id, version, by },
      open.classifier === 'ACT' ? { eta: day, ata: day } : { eta: day },
    );
    await closeEtaSlip(tx, open.id, { resolution: 'ETA_UPDATED', by });
    await writeAudit(tx, ref.actor, {
      action: 'job.etaFromCarrier',
      entity: 'job',
      entityId: job.id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, from: job.eta, to: day, classifier: open.classifier },
    });
  });
}
