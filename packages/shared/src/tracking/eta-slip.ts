import { z } from 'zod';
import { instant } from '../api/paging';

/**
 * The days a carrier's arrival (an estimate or the actual) must pass the job's ETA by before the
 * job is flagged and its people told, unless the server is configured otherwise (ETA_SLIP_DAYS):
 * a day's drift is the ordinary noise of carriers' estimates.
 */
export const DEFAULT_ETA_SLIP_DAYS = 1;

const DAY_MS = 86_400_000;

/**
 * Whole days from the job's ETA (a calendar day) to the carrier's arrival, on the arrival's UTC
 * calendar day: positive when the carrier comes later.
 */
export function etaSlipDays(jobEta: string, carrierArrival: string): number {
  const arrivalDay = new Date(carrierArrival).toISOString().slice(0, 10);
  return Math.round((Date.parse(arrivalDay) - Date.parse(jobEta)) / DAY_MS);
}

export const ZEtaSlip = z.object({
  jobEta: z.string(),
  carrierArrival: instant,
  classifier: z.enum(['EST', 'ACT']),
  slipDays: z.number().int(),
  createdAt: instant,
});
export type TEtaSlip = z.infer<typeof ZEtaSlip>;
