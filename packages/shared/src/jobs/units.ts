import { divideDecimals, multiplyDecimals, parseDecimal } from '../format/decimal';
import { compareDecimals } from './cargo-split';

/**
 * spec §9 unit conversions, with the spec's own factors (not the exact SI ones): a weight typed in
 * LB and converted back gives what the original system gave, so figures agree with partners'.
 */
const KG_TO_LB = '2.20462';
const LB_TO_KG = '0.4536';
const CBF_TO_CBM = '0.0283168';
const CBM_TO_CBF = '35.3146667';
/** spec §9: results have 4 decimals. */
export const UNIT_DECIMALS = 4;
/** spec §9 chargeable weight: volume ÷ 0.006 is the weight a cubic metre is charged as (1 CBM = 166.67 kg). */
const VOLUME_WEIGHT_DIVISOR = '0.006';

export const kgToLb = (kg: string | number) => multiplyDecimals(kg, KG_TO_LB, UNIT_DECIMALS);
export const lbToKg = (lb: string | number) => multiplyDecimals(lb, LB_TO_KG, UNIT_DECIMALS);
export const cbmToCbf = (cbm: string | number) => multiplyDecimals(cbm, CBM_TO_CBF, UNIT_DECIMALS);
export const cbfToCbm = (cbf: string | number) => multiplyDecimals(cbf, CBF_TO_CBM, UNIT_DECIMALS);

type Figure = string | null;

/**
 * issue 16: a weight typed in LB (a volume in CBF) is the figure kept, and the KG (CBM) that sums and
 * rules read is derived from it. The typed figure stands only while the stored one is still its
 * conversion: a KG typed, summed or split since wins, and the LB is derived from it again. Answers
 * the stored figure and the typed one (null: the stored one was typed).
 */
export function typedFigure(stored: Figure, typed: Figure, toStored: (figure: string) => string) {
  if (!typed || !parseDecimal(typed)) return { stored, typed: null };
  const derived = toStored(typed);
  if (stored && parseDecimal(stored) && compareDecimals(stored, derived) !== 0) return { stored, typed: null };
  return { stored: derived, typed };
}

/** A job's weight and volume with the unit each was typed in (`typedFigure`). */
export function typedMeasures<T extends { weightKg: Figure; weightLb: Figure; volumeCbm: Figure; volumeCbf: Figure }>(
  values: T,
): T {
  const weight = typedFigure(values.weightKg, values.weightLb, lbToKg);
  const volume = typedFigure(values.volumeCbm, values.volumeCbf, cbfToCbm);
  return {
    ...values,
    weightKg: weight.stored,
    weightLb: weight.typed,
    volumeCbm: volume.stored,
    volumeCbf: volume.typed,
  };
}

/**
 * spec §9: the larger of the weight (kg) and the volume (cbm) divided by 0.006, to 4 decimals. A
 * missing figure counts as 0, so a line with only a volume is charged by its volume.
 */
export function chargeableWeight(weightKg: string | number | null, volumeCbm: string | number | null): string {
  const weight = weightKg === null || weightKg === '' ? '0' : weightKg;
  const volume = volumeCbm === null || volumeCbm === '' ? '0' : volumeCbm;
  const byVolume = divideDecimals(volume, VOLUME_WEIGHT_DIVISOR, UNIT_DECIMALS);
  const byWeight = multiplyDecimals(weight, 1, UNIT_DECIMALS);
  const w = parseDecimal(byWeight);
  const v = parseDecimal(byVolume);
  return w && v && w.units >= v.units ? byWeight : byVolume;
}
