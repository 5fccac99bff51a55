import { decimalText, parseDecimal } from './decimal';
import { formatMoney } from './money';

/**
 * The decimals a figure shows at least, by what it measures (issue 16; docs/decisions.md): weights
 * to the gram and volumes to the litre, as bills of lading print them; counts and goods quantities
 * whole. Figures are stored with 4 decimals (spec §9).
 */
const QUANTITY_PLACES = { weight: 3, volume: 3, count: 0 } as const;
export type TQuantityKind = keyof typeof QUANTITY_PLACES;

/** A stored figure with its trailing zeros gone: `3900.0000` → `3900`, `12.5000` → `12.5`; blank or unreadable → ''. */
export function quantityText(value: string | number | null | undefined): string {
  const parsed = value === null || value === undefined ? null : parseDecimal(value);
  if (!parsed) return '';
  let { units, scale } = parsed;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return decimalText({ units, scale });
}

/**
 * A weight, volume or count as people read it: thousands separated, the places its kind needs, and
 * any further digit the stored figure has (a display never hides what was typed): `12000.0000`
 * weight → `12,000.000`, `420.0000` count → `420`, `1000.1234` weight → `1,000.1234`.
 */
export function formatQuantity(value: string | number | null | undefined, kind: TQuantityKind): string {
  const exact = quantityText(value);
  if (!exact) return '';
  const places = exact.split('.')[1]?.length ?? 0;
  return formatMoney(exact, { decimals: Math.max(places, QUANTITY_PLACES[kind]) });
}

/**
 * A figure worked out from another (KG → LB, CBM → CBF) as people read it: rounded to the places
 * its kind shows, since its further digits are the conversion's, not anybody's typing (`24,013.074`,
 * not `24,013.0738`).
 */
export function formatConverted(value: string | number | null | undefined, kind: TQuantityKind): string {
  const exact = quantityText(value);
  return exact ? formatMoney(exact, { decimals: QUANTITY_PLACES[kind] }) : '';
}
