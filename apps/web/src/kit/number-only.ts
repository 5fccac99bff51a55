/** The options of spec §5's number-only input. */
export interface NumberOnlyRules {
  /** Leading zeros are kept (codes such as 0086), spec §5 "type zeroBefore". */
  zeroBefore?: boolean;
  min?: number;
  max?: number;
  /** Decimals allowed, up to this many places; without it only digits get in. */
  toFixed?: number;
  /**
   * A minus sign typed first is kept: money that goes the other way (a credit line, a loss), which
   * spec §5's digits-only input cannot hold.
   */
  signed?: boolean;
}

/** Digits and, when decimals are allowed, the first dot with at most `places` digits after it. */
function keepDigits(raw: string, places: number): string {
  if (places <= 0) return raw.replace(/\D/g, '');
  const [whole = '', ...rest] = raw.replace(/[^\d.]/g, '').split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, places)}`;
}

function withoutLeadingZeros(text: string, min: number | undefined): string {
  const [whole = '', fraction] = text.split('.');
  let trimmed = whole.replace(/^0+/, '');
  // A single zero stays where it carries meaning: before a dot, or as the smallest value allowed.
  if (!trimmed && (fraction !== undefined || (whole && min === 0))) trimmed = '0';
  return fraction === undefined ? trimmed : `${trimmed}.${fraction}`;
}

/**
 * spec §5 Number-only input, applied to what the user typed: non-digits go, leading zeros go
 * (unless zeroBefore; a min of 0 keeps a single zero), decimals up to `toFixed` places with one
 * dot, and a value above `max` becomes `max`. `min` is applied by `clampToMin` when the field is
 * left, because clamping while typing would turn the first digit of 25 into a min of 10.
 */
export function keepNumberOnly(raw: string, rules: NumberOnlyRules = {}): string {
  const places = rules.toFixed ?? 0;
  const sign = rules.signed && raw.trimStart().startsWith('-') ? '-' : '';
  const digits = keepDigits(raw, places);
  const text = sign + (rules.zeroBefore ? digits : withoutLeadingZeros(digits, rules.min));
  if (rules.max !== undefined && !['', '.', '-'].includes(text) && Number(text) > rules.max)
    return numberText(rules.max, places);
  return text;
}

/** spec §5: a value below `min` becomes `min`; an empty field stays empty. */
export function clampToMin(text: string, rules: NumberOnlyRules = {}): string {
  if (rules.min === undefined || text === '' || Number.isNaN(Number(text))) return text;
  return Number(text) < rules.min ? numberText(rules.min, rules.toFixed ?? 0) : text;
}

/** A bound written with no more than the decimals allowed (a max of 99.999 with 2 places is 99.99). */
function numberText(bound: number, places: number): string {
  const text = String(bound);
  const [whole = '', fraction = ''] = text.split('.');
  return places > 0 && fraction ? `${whole}.${fraction.slice(0, places)}` : whole;
}
