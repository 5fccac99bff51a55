import { compareDecimals, divideDecimals } from '../format/decimal';
import type { TChargeUnit } from '../master/charge-vocabulary';

/** What a job counts in for a charge scheme's units (issue 17 "apply a charge scheme"). */
export interface JobQuantities {
  /** House bills of the job (at least one: the job's own bill). */
  billCount: number;
  /** Containers by ISO type group as the job's container list has them (20GP, 40HQ …). */
  containersByType: Readonly<Record<string, number>>;
  weightKg: string | null;
  volumeCbm: string | null;
}

const ZERO = '0';

/**
 * The num a scheme line of `unit` takes on a job, as decimal text; null when the job lacks what the
 * unit counts (no containers of that type, no weight…), so the review shows the line as not applicable.
 * W/M is the revenue ton: the larger of the volume in CBM and the weight in metric tons.
 */
export function schemeQuantity(unit: TChargeUnit, job: JobQuantities): string | null {
  const positive = (value: string | null) => (value !== null && compareDecimals(value, ZERO) > 0 ? value : null);
  const count = (n: number) => (n > 0 ? String(n) : null);
  const tons = job.weightKg === null ? null : divideDecimals(job.weightKg, '1000', 4);
  switch (unit) {
    case 'BL':
      return count(Math.max(1, job.billCount));
    case 'SHPT':
    case 'SET':
      return '1';
    case 'CNTR':
      return count(Object.values(job.containersByType).reduce((sum, n) => sum + n, 0));
    case '20GP':
    case '40GP':
    case '40HQ':
      return count(job.containersByType[unit] ?? 0);
    case 'CBM':
      return positive(job.volumeCbm);
    case 'KG':
      return positive(job.weightKg);
    case 'TON':
      return positive(tons);
    case 'W/M': {
      const volume = positive(job.volumeCbm);
      const weight = positive(tons);
      if (volume === null || weight === null) return volume ?? weight;
      return compareDecimals(volume, weight) >= 0 ? volume : weight;
    }
  }
}
