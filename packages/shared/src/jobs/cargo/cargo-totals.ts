import { addDecimals, multiplyDecimals, parseDecimal } from '../../format/decimal';
import { cbmToCbf, chargeableWeight, kgToLb, UNIT_DECIMALS } from '../units';

type Figure = string | null | undefined;

/** Only readable figures count: the grid totals what it can while a cell still holds a typo. */
const readable = (value: Figure): string[] => (value && parseDecimal(value) ? [value] : []);
const sum = (values: Figure[]) => multiplyDecimals(addDecimals('0', ...values.flatMap(readable)), 1, UNIT_DECIMALS);

/** "2x40HQ+1x20GP": each type with its count, in the order the types first appear. */
export function containerTypeSummary(types: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const type of types) if (type) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].map(([type, n]) => `${n}x${type}`).join('+');
}

/**
 * The job's "container number" text from its containers: the numbers given so far, space apart, as
 * many whole ones as fit in `max` characters (the field's length; a B/L prints the full list from
 * the containers themselves).
 */
export function containerNoSummary(numbers: readonly string[], max = 200): string {
  let text = '';
  for (const no of numbers) {
    if (!no) continue;
    const next = text ? `${text} ${no}` : no;
    if (next.length > max) break;
    text = next;
  }
  return text;
}

/** The containers' totals that roll up to the job (issue 5: totals roll up to the job). */
export function containerTotals(
  containers: readonly { containerType: string; packages: number | null; grossWeightKg: Figure; volumeCbm: Figure }[],
) {
  return {
    containerCount: containers.length,
    packages: containers.reduce((n, c) => n + (c.packages ?? 0), 0),
    grossWeightKg: sum(containers.map((c) => c.grossWeightKg)),
    volumeCbm: sum(containers.map((c) => c.volumeCbm)),
    typeSummary: containerTypeSummary(containers.map((c) => c.containerType)),
  };
}

/** The earliest of some days or moments, as a day (YYYY-MM-DD); null when there is none. */
export function earliestDay(values: readonly (string | null)[]): string | null {
  const days = values.flatMap((v) => (v ? [v.slice(0, 10)] : [])).sort();
  return days[0] ?? null;
}

/** spec §3 goods line amount = price × qty, to two decimals (spec §9 amounts); null until both are known. */
export function goodsAmount(price: Figure, qty: Figure): string | null {
  if (!price || !qty || !parseDecimal(price) || !parseDecimal(qty)) return null;
  return multiplyDecimals(price, qty, 2);
}

/** A weight and a volume with spec §9's other units and the chargeable weight, 4 decimals each. */
export function cargoMeasures(grossWeightKg: Figure, volumeCbm: Figure) {
  const kg = readable(grossWeightKg)[0] ?? null;
  const cbm = readable(volumeCbm)[0] ?? null;
  return {
    lb: kg === null ? null : kgToLb(kg),
    cbf: cbm === null ? null : cbmToCbf(cbm),
    chargeableKg: kg === null && cbm === null ? null : chargeableWeight(kg, cbm),
  };
}

/** The goods lines' totals: weight and volume in both units and the chargeable weight of the whole. */
export function goodsTotals(lines: readonly { grossWeightKg: Figure; volumeCbm: Figure; pieces: number | null }[]) {
  const grossWeightKg = sum(lines.map((l) => l.grossWeightKg));
  const volumeCbm = sum(lines.map((l) => l.volumeCbm));
  return {
    pieces: lines.reduce((n, l) => n + (l.pieces ?? 0), 0),
    grossWeightKg,
    volumeCbm,
    grossWeightLb: kgToLb(grossWeightKg),
    volumeCbf: cbmToCbf(volumeCbm),
    chargeableKg: chargeableWeight(grossWeightKg, volumeCbm),
  };
}
