import { HEADERS, type RouteDef } from '@apex/shared';
import fc from 'fast-check';
import type { z } from 'zod';
import type { RouteInput } from './contracts';
import { HOSTILE_TEXTS, mutationsOf } from './hostile-inputs';
import { type ArbitraryOptions, arbitraryOf, inputJsonSchema, type JsonSchema } from './json-schema-arbitrary';

const PARTS = ['params', 'query', 'body'] as const;

/** Inputs each part's schema accepts, as far as JSON Schema can tell. */
function validInputs(route: RouteDef, options: ArbitraryOptions = {}): fc.Arbitrary<RouteInput> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const part of PARTS) {
    const schema = route[part];
    if (schema) model[part] = arbitraryOf(inputJsonSchema(schema), options);
  }
  return fc.record(model);
}

/** A valid input with one part spoiled; a body may also be replaced whole. */
function invalidInputs(inputs: fc.Arbitrary<RouteInput>): fc.Arbitrary<RouteInput> {
  return inputs.chain((valid) => {
    const parts = PARTS.filter((part) => part in valid);
    if (parts.length === 0) return fc.constant(valid);
    return fc
      .constantFrom(...parts)
      .chain((part) =>
        mutationsOf(valid[part], { replaceWhole: part === 'body' }).map((spoiled) => ({ ...valid, [part]: spoiled })),
      );
  });
}

/** Headers can only carry printable ASCII, so only that part of the hostile texts travels in them. */
const headerValue = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS.filter((text) => /^[\x20-\x7e]*$/.test(text))),
  fc.constantFrom('zh_CN', 'zh_HK', 'en_US', 'SHA', 'NGB', 'HKG', 'APEX_CN', 'APEX_HK'),
  fc.string({ maxLength: 300 }),
);

/** spec §7 headers the client sends with every call, with values a client should not send. */
const contextHeaders = fc.record(
  {
    [HEADERS.language]: headerValue,
    [HEADERS.officeCode]: headerValue,
    [HEADERS.dbCode]: headerValue,
    [HEADERS.requestId]: headerValue,
  },
  { requiredKeys: [] },
);

export type FuzzCase = RouteInput & { headers: Record<string, string> };

/**
 * Half schema-valid inputs (a route must answer them properly), half spoiled ones. Hostile text is
 * valid in most free-text fields, and there it must reach the service and the database unharmed.
 * Odd context headers come with few cases: a wrong office or database code is refused before the
 * handler runs, and the handler is what the fuzz is after.
 */
export function fuzzCases(route: RouteDef): fc.Arbitrary<FuzzCase> {
  const valid = validInputs(route, { texts: HOSTILE_TEXTS });
  return fc
    .tuple(
      fc.oneof(valid, invalidInputs(valid)),
      fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: contextHeaders }),
    )
    .map(([input, headers]) => ({ ...input, headers }));
}

const samples = new WeakMap<RouteDef, RouteInput>();

/**
 * One input the route's schemas accept, when a few samples hold one (JSON Schema cannot express
 * trimming or refinements), so that what a test changes in it is all that is wrong with it.
 * The seed is fixed, so the input is the same at each call: drawn once per route, since drawing it
 * for each of the thousands of calls of a walk took as long as the calls themselves.
 */
export function sampleInput(route: RouteDef): RouteInput {
  let sample = samples.get(route);
  if (!sample) {
    const drawn = fc.sample(validInputs(route), { seed: 6346, numRuns: 50 });
    const accepted = (input: RouteInput) => PARTS.every((part) => route[part]?.safeParse(input[part]).success ?? true);
    sample = drawn.find(accepted) ?? drawn[0]!;
    samples.set(route, sample);
  }
  return sample;
}

/** The fields of a part that accept text, with the longest text each takes. */
export function textFields(schema: z.ZodObject | undefined): { name: string; maxLength?: number }[] {
  const textOf = (s: JsonSchema): JsonSchema | undefined =>
    s.type === 'string' ? s : (s.anyOf ?? s.oneOf ?? []).map(textOf).find(Boolean);
  const properties = schema ? (inputJsonSchema(schema).properties ?? {}) : {};
  return Object.entries(properties).flatMap(([name, property]) => {
    const text = textOf(property);
    return text ? [{ name, maxLength: text.maxLength }] : [];
  });
}
