import { ALL_ROUTES, API, type RouteDef } from '@apex/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../test-app';
import { TEST_DB } from '../test-database';
import { answerProblems } from './answer-checks';
import { requestOf, routeLabel } from './contracts';
import { fuzzCases } from './route-inputs';

/** Fixed, so that a failure replays; FUZZ_SEED and FUZZ_RUNS explore further. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_417);
/**
 * The PGlite pass explores (100 cases per route); the PostgreSQL pass replays the first quarter of the
 * same cases, enough to show the other driver answers them the same, in a quarter of the time.
 */
const DEFAULT_RUNS = TEST_DB === 'postgres' ? 25 : 100;
const RUNS_PER_ROUTE = Math.max(DEFAULT_RUNS, Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS));

let shared: TestApp;
let signInApp: TestApp;
beforeAll(async () => {
  [shared, signInApp] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([shared.close(), signInApp.close()]));

/** Sign-in fuzzing records failed attempts; on a copy of its own it cannot lock an account another route needs. */
const appFor = (route: RouteDef) => (route === API.auth.login ? signInApp : shared);

/** Logout ends the session it is called with, so each of its calls needs one of its own. */
const endsItsSession = (route: RouteDef) => route === API.auth.logout;

/**
 * Every registered route, called with inputs derived from its own schemas and with spoiled ones:
 * as the administrator and, on public routes, anonymously. Each route gets a session of its own (a
 * password change ends the others), and logout one per call. Whatever the input, the answer is a
 * proper envelope and never a 5xx.
 */
describe('fuzz: any input gets a proper answer', () => {
  it.for(ALL_ROUTES.map((route) => ({ label: routeLabel(route), route })))('$label', async ({ route }) => {
    const t = appFor(route);
    const routeToken = await t.session(DEMO_ACCOUNTS.ADMIN);
    await fc.assert(
      fc.asyncProperty(fuzzCases(route), async ({ headers, ...input }) => {
        const request = requestOf(route, input);
        const token = endsItsSession(route) ? await t.session(DEMO_ACCOUNTS.ADMIN) : routeToken;
        const tokens = [token, ...(route.access.kind === 'public' ? [undefined] : [])];
        for (const token of tokens) {
          const res = await t.call({ ...request, token, headers: { ...request.headers, ...headers } });
          expect(answerProblems(route, res), `${request.method} ${request.url}`).toEqual([]);
        }
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED },
    );
  });
});
