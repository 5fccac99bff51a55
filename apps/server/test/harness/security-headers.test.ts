import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app';

const PORTAL = 'https://portal.example.com';

/** Framing headers of a success, a refusal and an unknown path: each leaves the server by another way. */
async function framingOf(env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const urls = ['/api/health', '/api/auth/validateToken', '/api/nope'];
    return await Promise.all(
      urls.map(async (url) => {
        const { headers } = await t.call({ method: 'GET', url });
        const csp = String(headers['content-security-policy']).split(';');
        return {
          frameAncestors: csp.map((d) => d.trim()).find((d) => d.startsWith('frame-ancestors')),
          xFrameOptions: headers['x-frame-options'],
        };
      }),
    );
  } finally {
    await t.close();
  }
}

// spec: the app runs inside a portal's iframe, so framing is governed by CSP frame-ancestors alone.
describe('security headers', () => {
  it('let the configured portals frame the app, with no X-Frame-Options', async () => {
    for (const framing of await framingOf({ PORTAL_ORIGINS: PORTAL }))
      expect(framing).toEqual({ frameAncestors: `frame-ancestors 'self' ${PORTAL}`, xFrameOptions: undefined });
  });

  it('let the configured embedded pages be framed by the app, even over plain http', async () => {
    const t = await createTestApp({
      TESLA_PAGE_URL: 'http://tesla.example:8090/bookings?x=1',
      CHANGE_OFFICE_URL: 'https://sso.example/office',
    });
    try {
      const { headers } = await t.call({ method: 'GET', url: '/api/health' });
      const frameSrc = String(headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('frame-src'));
      expect(frameSrc).toBe("frame-src 'self' blob: https: http://tesla.example:8090 https://sso.example");
    } finally {
      await t.close();
    }
  });

  it('let only the app itself frame it when no portal is configured', async () => {
    for (const framing of await framingOf({}))
      expect(framing).toEqual({ frameAncestors: "frame-ancestors 'self'", xFrameOptions: undefined });
  });
});

describe('caching of API answers', () => {
  it('tells browsers and proxies to keep no API answer: a success, a refusal, an error, an unknown path, a file', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.signIn('admin');
      const answers = await Promise.all([
        t.call({ method: 'GET', url: '/api/health' }),
        t.call({ method: 'GET', url: '/api/auth/GetCurrentUser', token: admin }),
        t.call({ method: 'GET', url: '/api/sys/vessels' }),
        t.call({ method: 'GET', url: '/api/sys/vessels?pageSize=abc', token: admin }),
        t.call({ method: 'GET', url: '/api/nope' }),
        t.call({ method: 'GET', url: '/api/sys/vessels/export', token: admin }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 400, 404, 200]);
      for (const answer of answers) expect(answer.headers['cache-control']).toMatch(/no-store/);
    } finally {
      await t.close();
    }
  });
});
