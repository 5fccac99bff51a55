import type { AppConfig } from '../../config';
import { checkEtaSlips } from './eta-slips/eta-slips';
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
    checkEtaSlips(tx, jobIds, { thresholdDays: config.tracking.etaSlipDays, tell: async () => {} }),
  );
}
