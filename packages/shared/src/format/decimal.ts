/**
 * Decimal arithmetic on strings (conventions §7: money and quantities are decimals, never
 * JavaScript float sums). A value is an integer count of units of 10^-scale, held as a bigint, so
 * 0.1 + 0.2 is exactly 0.3 and amounts of any size keep every digit.
 */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Reads `1234.5`, `-0.30`, `1e-7`, ` 12 ` or a number; anything else (and blank) is null. */
export function parseDecimal(value: string | number | bigint): Decimal | null {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (!whole && !fraction) return null;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

function rescale({ units, scale }: Decimal, to: number): bigint {
  return to >= scale ? units * 10n ** BigInt(to - scale) : units / 10n ** BigInt(scale - to);
}

/** Rounds half away from zero, as amounts on invoices are rounded. */
export function roundDecimal(value: Decimal, places: number): Decimal {
  if (value.scale <= places) return { units: rescale(value, places), scale: places };
  const divisor = 10n ** BigInt(value.scale - places);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { units: negative ? -rounded : rounded, scale: places };
}

/** The exact sum; the one helper every total goes through. Unreadable values are an error. */
export function addDecimals(...values: (string | number)[]): string {
  const parsed = values.map((value) => {
    const decimal = parseDecimal(value);
    if (!decimal) throw new Error(`not a decimal: ${value}`);
    return decimal;
  });
  const scale = Math.max(0, ...parsed.map((d) => d.scale));
  const units = parsed.reduce((sum, d) => sum + rescale(d, scale), 0n);
  return decimalText({ units, scale });
}

/** Plain text with exactly `scale` decimals: `{ units: -5n, scale: 2 }` → `-0.05`. */
export function decimalText({ units, scale }: Decimal): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** The exact product, rounded half away from zero to `places` decimals; unreadable values are an error. */
export function multiplyDecimals(a: string | number, b: string | number, places: number): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) throw new Error(`not a decimal: ${x ? b : a}`);
  return decimalText(roundDecimal({ units: x.units * y.units, scale: x.scale + y.scale }, places));
}

/** The quotient, rounded half away from zero to `places` decimals; a zero divisor is an error. */
export function divideDecimals(a: string | number, b: string | number, places: number): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) throw new Error(`not a decimal: ${x ? b : a}`);
  if (y.units === 0n) throw new Error('division by zero');
  // Two guard digits beyond `places`, then one rounding: the same result as exact division rounded.
  const guard = places + 2;
  const numerator = x.units * 10n ** BigInt(guard + y.scale);
  const denominator = y.units * 10n ** BigInt(x.scale);
  return decimalText(roundDecimal({ units: numerator / denominator, scale: guard }, places));
}

function parsedOrThrow(value: string | number): Decimal {
  const decimal = parseDecimal(value);
  if (!decimal) throw new Error(`not a decimal: ${value}`);
  return decimal;
}

/** The exact difference `a − b`. */
export function subtractDecimals(a: string | number, b: string | number): string {
  const y = parsedOrThrow(b);
  return addDecimals(a, decimalText({ units: -y.units, scale: y.scale }));
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`, exactly. */
export function compareDecimals(a: string | number, b: string | number): -1 | 0 | 1 {
  const difference = parsedOrThrow(subtractDecimals(a, b)).units;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}
