import { addDecimals, parseDecimal } from '../format/decimal';

/** The cargo a bill or a job carries: what a split divides and a combine adds up (spec §3 HBL). */
export interface CargoTotals {
  packages: number | null;
  weightKg: string | null;
  volumeCbm: string | null;
}

const signOf = (value: string) => {
  const decimal = parseDecimal(value);
  if (!decimal) throw new Error(`not a decimal: ${value}`);
  return decimal.units === 0n ? 0 : decimal.units < 0n ? -1 : 1;
};

/** a − b, exactly (decimal text); a blank side counts as 0. */
const subtractDecimals = (a: string | null, b: string | null) =>
  addDecimals(a ?? '0', `-${(b ?? '0').replace(/^-/, '')}`);

/** -1, 0 or 1 as a is below, equal to or above b, compared exactly. */
export const compareDecimals = (a: string, b: string) => signOf(subtractDecimals(a, b));

/** The exact sum of several parts' cargo; blank values count as 0. */
export function sumCargo(parts: readonly CargoTotals[]): { packages: number; weightKg: string; volumeCbm: string } {
  return {
    packages: parts.reduce((sum, p) => sum + (p.packages ?? 0), 0),
    weightKg: addDecimals('0', ...parts.map((p) => p.weightKg ?? '0')),
    volumeCbm: addDecimals('0', ...parts.map((p) => p.volumeCbm ?? '0')),
  };
}

/** What is left to place of the whole once the parts are taken (negative when they take too much). */
export function cargoRemainder(whole: CargoTotals, parts: readonly CargoTotals[]) {
  const taken = sumCargo(parts);
  return {
    packages: (whole.packages ?? 0) - taken.packages,
    weightKg: subtractDecimals(whole.weightKg, taken.weightKg),
    volumeCbm: subtractDecimals(whole.volumeCbm, taken.volumeCbm),
  };
}

/**
 * Which quantities of a split do not add up exactly to the whole (issue 5 splits: "the parts sum
 * exactly to the whole"); empty when the split is exact. Compared as decimals, never as floats.
 */
export function splitMismatches(whole: CargoTotals, parts: readonly CargoTotals[]): (keyof CargoTotals)[] {
  const left = cargoRemainder(whole, parts);
  return (['packages', 'weightKg', 'volumeCbm'] as const).filter((key) =>
    key === 'packages' ? left.packages !== 0 : signOf(left[key]) !== 0,
  );
}
