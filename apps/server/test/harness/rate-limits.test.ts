import { ALL_ROUTES } from '@apex/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../test-app';
import { answerProblems } from './answer-checks';
import { requestOf, routeLabel } from './contracts';

// The other suites multiply the limits away; here they are as shipped.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
});
afterAll(() => t.close());

const limited = ALL_ROUTES.filter((route) => route.rateLimitPerMinute);

describe('rate limits', () => {
  it.for(limited.map((route) => ({ label: routeLabel(route), route })))(
    '$label answers 429 beyond its calls per minute',
    async ({ route }) => {
      const token = route.access.kind === 'public' ? undefined : await t.session(DEMO_ACCOUNTS.ADMIN);
      // An empty request is refused by validation, and still counts: the limit guards the door.
      const send = (headers: Record<string, string> = {}) => t.call({ ...requestOf(route), token, headers });
      for (let i = 0; i < route.rateLimitPerMinute!; i++) expect((await send()).status).not.toBe(429);
      const res = await send();
      expect(answerProblems(route, res)).toEqual([]);
      expect(res.body).toMatchObject({ statusCode: 429, code: 'http.rateLimited' });
      // Without TRUST_PROXY the caller's own address counts, not one it claims.
      expect((await send({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    },
  );
});
