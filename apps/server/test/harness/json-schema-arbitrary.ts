import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that `z.toJSONSchema` writes for request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

/**
 * What a schema accepts on the wire: zod's input side, before defaults and transforms apply.
 * zod-fast-check speaks zod 3 only, hence this detour through JSON Schema.
 */
export const inputJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Used when a schema names a format but zod wrote no pattern for it. */
const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  uuid: fc.uuid(),
  uri: fc.webUrl(),
  'date-time': fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  date: fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  ipv4: fc.ipV4(),
  ipv6: fc.ipV6(),
};

function patternArbitrary(pattern: string, maxLength: number | undefined) {
  try {
    return fc.stringMatching(new RegExp(pattern), { maxLength });
  } catch {
    return undefined; // a syntax fast-check cannot generate from, such as look-behind
  }
}

export interface ArbitraryOptions {
  /** More text to try in free-text fields, where it fits their length (the fuzz passes hostile text). */
  texts?: readonly string[];
}

function stringArbitrary(s: JsonSchema, { texts = [] }: ArbitraryOptions): fc.Arbitrary<string> {
  const { minLength = 0, maxLength } = s;
  // zod measures length in UTF-16 units, fast-check in graphemes or code points.
  const fits = (v: string) => v.length >= minLength && (maxLength === undefined || v.length <= maxLength);
  const shaped = (s.pattern && patternArbitrary(s.pattern, maxLength)) || (s.format && FORMATS[s.format]);
  if (shaped) return shaped.filter(fits);
  const fitting = texts.filter(fits);
  return fc.oneof(
    { weight: 2, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }).filter(fits) },
    ...(fitting.length ? [{ weight: 1, arbitrary: fc.constantFrom(...fitting) }] : []),
  );
}

function integerArbitrary(s: JsonSchema) {
  const min = s.minimum ?? (s.exclusiveMinimum === undefined ? undefined : Math.floor(s.exclusiveMinimum) + 1);
  const max = s.maximum ?? (s.exclusiveMaximum === undefined ? undefined : Math.ceil(s.exclusiveMaximum) - 1);
  const safe = (n: number | undefined) =>
    n === undefined ? undefined : Math.min(Math.max(n, Number.MIN_SAFE_INTEGER), Number.MAX_SAFE_INTEGER);
  return fc.integer({ min: safe(min), max: safe(max) });
}

function numberArbitrary(s: JsonSchema) {
  return fc.double({
    min: s.minimum ?? s.exclusiveMinimum,
    max: s.maximum ?? s.exclusiveMaximum,
    minExcluded: s.minimum === undefined && s.exclusiveMinimum !== undefined,
    maxExcluded: s.maximum === undefined && s.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectArbitrary(s: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, p]) => [key, arbitraryOf(p, options)]));
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
}

function typedArbitrary(s: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(s);
    case 'number':
      return numberArbitrary(s);
    case 'string':
      return stringArbitrary(s, options);
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items, options) : fc.jsonValue(), {
        minLength: s.minItems,
        maxLength: s.maxItems,
      });
    case 'object':
      return objectArbitrary(s, options);
    default:
      return fc.jsonValue(); // no constraint zod could express: any JSON will do
  }
}

/** Values the schema accepts, as far as JSON Schema can say (refinements and trimming are zod's alone). */
export function arbitraryOf(s: JsonSchema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  let arbitrary: fc.Arbitrary<unknown>;
  if ('const' in s) arbitrary = fc.constant(s.const);
  else if (s.enum) arbitrary = fc.constantFrom(...s.enum);
  else if (s.anyOf ?? s.oneOf) arbitrary = fc.oneof(...(s.anyOf ?? s.oneOf ?? []).map((a) => arbitraryOf(a, options)));
  else if (Array.isArray(s.type))
    arbitrary = fc.oneof(...s.type.map((type) => typedArbitrary({ ...s, type }, options)));
  else arbitrary = typedArbitrary(s, options);
  // Clients often send the default itself; make sure it comes up.
  return s.default === undefined ? arbitrary : fc.oneof(fc.constant(s.default), arbitrary);
}
