import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildCurrent, sourcesHash, writeStamp } from './build-stamp.mjs';

const INPUTS = ['package-lock.json', 'apps/web'];
const OUTPUTS = ['apps/web/dist/index.html'];
const STAMP = 'apps/web/dist/.sources-hash';

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const hash = () => sourcesHash(root, INPUTS);
const current = () => isBuildCurrent(root, hash(), OUTPUTS, STAMP);
const build = () => {
  write('apps/web/dist/index.html', '<html></html>');
  writeStamp(root, hash(), STAMP);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  write('package-lock.json', '{}');
  write('apps/web/src/main.tsx', 'export const a = 1;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only after a change', () => {
  it('builds on a fresh checkout, then not again while nothing changed', () => {
    expect(current()).toBe(false);
    build();
    expect(current()).toBe(true);
  });

  it('builds again after a source, a new file or the installed versions changed', () => {
    build();
    write('apps/web/src/main.tsx', 'export const a = 2;');
    expect(current()).toBe(false);
    build();
    write('apps/web/src/other.ts', '');
    expect(current()).toBe(false);
    build();
    write('package-lock.json', '{"v":2}');
    expect(current()).toBe(false);
  });

  it('does not build for a test, installed packages or the build output', () => {
    build();
    write('apps/web/src/main.test.tsx', 'test');
    write('apps/web/node_modules/x/index.js', '');
    write('apps/web/dist/assets/a.js', '');
    expect(current()).toBe(true);
  });

  it('builds when the output is gone, whatever the stamp says', () => {
    build();
    rmSync(join(root, 'apps/web/dist/index.html'));
    expect(current()).toBe(false);
  });

  it('tells the same content apart by where it is', () => {
    const before = hash();
    rmSync(join(root, 'apps/web/src/main.tsx'));
    write('apps/web/src/moved.tsx', 'export const a = 1;');
    expect(hash()).not.toBe(before);
  });
});
