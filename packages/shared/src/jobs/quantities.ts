import { z } from 'zod';

/**
 * A weight or volume as decimal text (never a float): up to 10 digits and 4 decimals (spec §9's
 * conversions give 4), not negative. A number is read as its text; blank means not known.
 */
export const quantity = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,4})?$/, { message: 'A number from 0 with at most 4 decimals' })
    .nullable(),
);

/** A count of packages or pieces. */
export const count = z.number().int().min(0).max(99_999_999);
