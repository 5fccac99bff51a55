import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const dist = mkdtempSync(path.join(tmpdir(), 'apex-web-'));
const script = 'console.info("shell");'.repeat(100);
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dist, 'sso.html'), '<!doctype html><title>sso</title>');
  writeFileSync(path.join(dist, 'assets', 'shell-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'shell-abc123.js.br'), brotliCompressSync(script));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the built web app', () => {
  it('sends hashed assets precompressed and cached for a year', async () => {
    const res = await get('/assets/shell-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('serves the sign-on page at /sso and /login, and the app for any other page, never cached', async () => {
    for (const url of ['/sso', '/login', '/sso.html']) expect((await get(url)).body).toContain('<title>sso');
    const page = await get('/ocean_exp/list?x=1');
    expect(page.body).toContain('<title>app');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with the 404 envelope, not the app', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'http.notFound' });
  });

  it('compresses large API answers', async () => {
    const token = await t.signIn('op01');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/selectData/Get_SYSTEMDATA_PORT?isAll=true',
      headers: { authorization: token, 'accept-encoding': 'gzip' },
      payload: {},
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
