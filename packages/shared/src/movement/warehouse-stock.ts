import { divideDecimals, multiplyDecimals } from '../format/decimal';
import { type CargoTotals, cargoRemainder, compareDecimals } from '../jobs/cargo-split';
import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';

/** Where an entry's cargo is: all in, some out, all out. Worked out from its releases, never typed. */
export const STOCK_STATES = {
  IN_STOCK: 'warehouse:stockStates.IN_STOCK',
  PARTLY_OUT: 'warehouse:stockStates.PARTLY_OUT',
  OUT: 'warehouse:stockStates.OUT',
} as const satisfies Record<string, TLabelKey>;
export type TStockState = keyof typeof STOCK_STATES;
export const STOCK_STATE_CODES = codesOf(STOCK_STATES);

/** What came in, and the sum of what has gone out (the entry keeps both; blank weights count as 0). */
interface EntryCargo extends CargoTotals {
  packages: number;
  outPackages: number;
  outWeightKg: string;
  outVolumeCbm: string;
}

/**
 * What is still in the warehouse, exactly. A weight or volume that was never known stays unknown
 * (null), so nothing is checked against it.
 */
export function stockOf(entry: EntryCargo): { packages: number; weightKg: string | null; volumeCbm: string | null } {
  const left = cargoRemainder(entry, [
    { packages: entry.outPackages, weightKg: entry.outWeightKg, volumeCbm: entry.outVolumeCbm },
  ]);
  return {
    packages: left.packages,
    weightKg: entry.weightKg === null ? null : left.weightKg,
    volumeCbm: entry.volumeCbm === null ? null : left.volumeCbm,
  };
}

export function stockStateOf(entry: { packages: number; outPackages: number }): TStockState {
  if (entry.outPackages === 0) return 'IN_STOCK';
  return entry.outPackages < entry.packages ? 'PARTLY_OUT' : 'OUT';
}

type Stock = ReturnType<typeof stockOf>;

/** A share of a weight or volume in stock for `packages` of the `of` packages left, to 4 places (spec §9). */
const shareOf = (figure: string | null, packages: number, of: number) =>
  figure === null ? null : divideDecimals(multiplyDecimals(figure, packages, 4), of, 4);

/**
 * The weight and volume a warehouse-out of `packages` takes when the warehouse does not weigh it:
 * their share of what is in stock, and exactly what is left when the last packages go, so the
 * stock never keeps a rounding crumb.
 */
export function releaseShare(stock: Stock, packages: number) {
  if (packages >= stock.packages) return { weightKg: stock.weightKg, volumeCbm: stock.volumeCbm };
  return {
    weightKg: shareOf(stock.weightKg, packages, stock.packages),
    volumeCbm: shareOf(stock.volumeCbm, packages, stock.packages),
  };
}

/** The quantities a warehouse-out asks more of than is in stock (issue 19: out cannot exceed what is in). */
export function overStock(
  stock: Stock,
  out: { packages: number; weightKg: string | null; volumeCbm: string | null },
): ('packages' | 'weightKg' | 'volumeCbm')[] {
  const over = (left: string | null, asked: string | null) =>
    left !== null && asked !== null && compareDecimals(asked, left) > 0;
  return [
    out.packages > stock.packages ? ('packages' as const) : undefined,
    over(stock.weightKg, out.weightKg) ? ('weightKg' as const) : undefined,
    over(stock.volumeCbm, out.volumeCbm) ? ('volumeCbm' as const) : undefined,
  ].filter((key) => key !== undefined);
}

/**
 * Why the cargo of an entry may not go out yet, or null when it may: customs must have released it
 * (the entry's own flag, or the job's release date the customs entries keep) and it must be allowed
 * out (issue 19). The server refuses with this reason; the screens disable the out with it.
 */
export function outRefusal(
  entry: { customsReleased: boolean; allowOut: boolean },
  jobCustomsReleaseDate: string | null,
): 'warehouse.notReleased' | 'warehouse.notAllowedOut' | null {
  if (!entry.customsReleased && jobCustomsReleaseDate === null) return 'warehouse.notReleased';
  return entry.allowOut ? null : 'warehouse.notAllowedOut';
}
