import fc from 'fast-check';

/** SQL and script fragments: where text is stored they must be stored as sent, and never run. */
export const INJECTION_TEXTS = [
  "' OR 1=1 --",
  "admin' --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
] as const;

/** Text that breaks careless code: injections, template and path tricks, control and exotic characters. */
export const HOSTILE_TEXTS = [
  ...INJECTION_TEXTS,
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  '%00%27',
  'nul\u0000byte',
  '\u202eright-to-left',
  'Ünïcödé 中文 繁體 العربية 😀👨‍👩‍👧',
  'lone \ud800 surrogate',
  '',
  '   ',
] as const;

/** Big enough to hurt a column or a log line, small enough to stay under the 1 MiB body limit. */
const HUGE_TEXT = 'x'.repeat(200_000);

/** Arrays in arrays, deeper than any schema goes. */
const DEEP_NESTING = Array.from({ length: 500 }).reduce<unknown>((inner) => [inner], []);

/** A value where another belongs: hostile text, wrong types, extremes, nesting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_TEXTS, HUGE_TEXT, DEEP_NESTING),
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 2, 0.5, {}, [], [null], { a: {} }),
  fc.string({ unit: 'binary' }),
  fc.jsonValue(),
);

/** Keys a request should not be able to set: prototype tricks and fields the server owns. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'version', 'allAccess', 'isAdmin', '$where'];

type Path = (string | number)[];

/** Every place in a JSON value, the value itself first. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key]),
  );
  return [at, ...children];
}

/** A copy of `value` with `change` applied to the container of `path` (`key` is its last step). */
function changed(
  value: unknown,
  path: Path,
  change: (container: Record<string | number, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let container = copy;
  for (const step of path.slice(0, -1)) container = container[step] as Record<string | number, unknown>;
  change(container, path.at(-1)!);
  return copy;
}

/** Sets an own property, so that `__proto__` becomes a key of the JSON and not a prototype. */
const define = (target: object, key: string | number, v: unknown) =>
  Object.defineProperty(target, key, { value: v, enumerable: true, writable: true, configurable: true });

/**
 * Invalid variants of a valid input: a field dropped, a value replaced by a hostile one, an extra
 * field, or (when `replaceWhole`) the whole input replaced (an array where an object belongs…).
 */
export function mutationsOf(valid: unknown, { replaceWhole }: { replaceWhole: boolean }): fc.Arbitrary<unknown> {
  const inner = pathsOf(valid).filter((p) => p.length > 0);
  const objects = pathsOf(valid).filter((p) => {
    const target = p.reduce<unknown>((v, step) => (v as Record<string | number, unknown>)[step], valid);
    return target !== null && typeof target === 'object' && !Array.isArray(target);
  });
  const options: fc.Arbitrary<unknown>[] = [];
  if (inner.length) {
    const somewhere = fc.constantFrom(...inner);
    options.push(somewhere.map((p) => changed(valid, p, (c, key) => delete c[key])));
    options.push(fc.tuple(somewhere, hostileValue).map(([p, v]) => changed(valid, p, (c, key) => define(c, key, v))));
  }
  if (objects.length) {
    options.push(
      fc
        .tuple(fc.constantFrom(...objects), fc.constantFrom(...EXTRA_KEYS), hostileValue)
        .map(([p, key, v]) => changed(valid, [...p, key], (c, k) => define(c, k, v))),
    );
  }
  if (replaceWhole || options.length === 0) options.push(hostileValue);
  return fc.oneof(...options);
}
