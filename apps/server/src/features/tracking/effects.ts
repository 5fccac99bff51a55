import { JOB_TYPE_TABLE, type TJobType } from '@apex/shared/jobs';
import type { AppConfig } from '../../config';
import type { Tx } from '../../db/client';
import { notifyUsers } from '../notifications/notifications';
import { checkEtaSlips, type SlippedJob } from './eta-slips/eta-slips';
import { moveGoodsStatus } from './goods-status-effect';
import { registerAfterIngest } from './ingest';

let installed = false;

/**
 * What new carrier events do to the jobs they matched, in the ingest's transaction: the goods
 * status moves, then ETA slips are found (and their people told). Installed once per process, whatever the number of apps built.
 */
export function installTrackingEffects(config: AppConfig) {
  if (installed) return;
  installed = true;
  registerAfterIngest(moveGoodsStatus);
  registerAfterIngest((tx, { jobIds }) =>
    checkEtaSlips(tx, jobIds, { thresholdDays: config.tracking.etaSlipDays, tell: tellEtaSlip }),
  );
}

/** The job's operator and customer service hear of a new ETA slip in their notification centre. */
function tellEtaSlip(tx: Tx, { jobNo, jobType, jobId, people, slip }: SlippedJob) {
  return notifyUsers(tx, people, {
    kind: 'ETA_SLIP',
    titleKey: 'etaSlip',
    params: { jobNo, eta: slip.carrierArrival.toISOString().slice(0, 10), days: slip.slipDays },
    link: JOB_TYPE_TABLE[jobType as TJobType].cardPath.replace(':JOB_ID', String(jobId)),
  });
}
