import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryOf, inputJsonSchema } from './json-schema-arbitrary';

/** Each kind of schema the routes use, without zod-only rules (trim, refinements) JSON Schema cannot carry. */
const SCHEMAS = {
  'required, optional and defaulted fields': z.object({
    name: z.string().min(1).max(20),
    note: z.string().max(5).optional(),
    size: z.number().int().min(1).max(200).default(20),
  }),
  'codes by pattern': z.object({
    code: z
      .string()
      .min(2)
      .max(10)
      .regex(/^[A-Za-z0-9_-]+$/),
  }),
  'formats and literals': z.object({
    email: z.union([z.literal(''), z.email().max(200)]),
    id: z.uuid(),
    path: z.string().startsWith('/').max(50),
  }),
  'numbers, booleans and enums': z.object({
    ratio: z.number().min(0).max(1),
    positive: z.number().gt(0),
    flag: z.boolean(),
    side: z.enum(['left', 'right']).nullable(),
    either: z.union([z.number().int(), z.string().max(8)]),
  }),
  'arrays of objects': z.object({
    rows: z
      .array(z.object({ key: z.string().min(1), width: z.number().int().min(20).max(2000).optional() }))
      .min(1)
      .max(3),
  }),
};

describe('arbitraryOf(inputJsonSchema(schema))', () => {
  it.each(Object.entries(SCHEMAS))('generates only values that %s accept', (_, schema) => {
    const arbitrary = arbitraryOf(inputJsonSchema(schema));
    fc.assert(
      fc.property(arbitrary, (value) => {
        expect(schema.safeParse(value).error?.issues ?? []).toEqual([]);
      }),
      { seed: 6346, numRuns: 300 },
    );
  });
});
