import { z } from 'zod';
import { addMessageIssue } from '../../api/issues';
import { calendarDate, instant, text } from '../../api/paging';

/** Up to 12 whole digits, not negative; `places` decimals at most. */
const decimalPattern = (places: number) => new RegExp(`^\\d{1,12}(\\.\\d{1,${places}})?$`);

/**
 * A decimal figure of a cargo grid cell as text (never a float): blank is "not known"; a negative,
 * non-numeric or over-precise value gets one clear message under the cell (issue 5 bad input).
 */
const cargoDecimal = (places: number) =>
  z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'number' ? String(v) : v),
      z.string().trim().nullable(),
    )
    .superRefine((value, ctx) => {
      if (value !== null && !decimalPattern(places).test(value))
        addMessageIssue(ctx, [], 'cargo.decimal', { value, places });
    });

/** spec §9: weights and volumes to 4 decimals. */
export const cargoQuantity = cargoDecimal(4);
/** spec §5/§9: amounts and prices take two decimals. */
export const cargoMoney = cargoDecimal(2);
/** Exchange rates carry more decimals than amounts (domain: money). */
export const cargoRate = cargoDecimal(8);

/** A count (packages, pieces, pallets): blank is not known. */
export const cargoCount = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.number().int().min(0).max(99_999_999).nullable(),
);

export const cargoText = (max: number) => text(max).default('');
export const cargoCode = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => s.toUpperCase())
    .default('');
export const cargoDay = calendarDate.nullable().default(null);
export const cargoMoment = instant.nullable().default(null);

/**
 * A part saved as a whole carries the version it was read at; 0 means "never saved yet", so the
 * first save of a part creates it and a second first save is stale.
 */
export const ZPartVersion = z.number().int().min(0).max(2_147_483_647);
