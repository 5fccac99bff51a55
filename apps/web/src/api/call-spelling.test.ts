import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB_SOURCE = new URL('..', import.meta.url).pathname;

/** `call` or `request` given another type: a second, unchecked way to call a route (`callRoute`). */
const RETYPED_CLIENT = /\b(call|request)\s+as\b/;
/** The call option under a name of its own (`SHOWN_BY_SCREEN`, `BACKGROUND`): one more spelling of it. */
const NAMED_OPTION = /\bconst\s+\w+(\s*:\s*\w+)?\s*=\s*\{\s*isStopError:\s*true\s*\}/;

const offences = (path: string, source: string) =>
  source
    .split('\n')
    .flatMap((line, at) =>
      RETYPED_CLIENT.test(line) || NAMED_OPTION.test(line) ? [`${path}:${at + 1}: ${line.trim()}`] : [],
    );

describe('one way to call the API (docs/architecture.md, Calling the API)', () => {
  it('recognises the spellings it forbids', () => {
    const source = [
      'export const callRoute = call as unknown as Generic<unknown>;',
      'export const SHOWN_BY_SCREEN: CallOptions = { isStopError: true };',
      'export const BACKGROUND = { isStopError: true };',
      'call(API.tasks.list, { query }, { isStopError: true });',
    ].join('\n');
    expect(offences('x.ts', source).map((line) => line.split(':')[1])).toEqual(['1', '2', '3']);
  });

  it('calls routes only through the typed client, the option written as the spec names it', () => {
    const found = ts.sys
      .readDirectory(WEB_SOURCE, ['.ts', '.tsx'])
      .filter((path) => !/\.test\.tsx?$/.test(path))
      .flatMap((path) => offences(path.slice(WEB_SOURCE.length), ts.sys.readFile(path) ?? ''));
    expect(found).toEqual([]);
  });
});
