import { test } from '@playwright/test';

/** Environment variables through which global-setup.ts tells the specs where the servers are. */
export const SERVER_ENV = {
  /** A database with the demo organisation and accounts (DEMO_DATA=1). */
  demo: 'E2E_DEMO_URL',
  /** A real deployment's first start (DEMO_DATA=0): only the administrator, who must change the password. */
  fresh: 'E2E_FRESH_URL',
} as const;

/**
 * The port on 127.0.0.1 the demo server trusts as its parent portal (PORTAL_ORIGINS); the portal
 * spec serves its page there: another origin than the app, but the same site, as a company's portal
 * usually is (Chromium denies a cross-site frame its storage, so the app could not sign in).
 */
export const PORTAL_PORT_ENV = 'E2E_PORTAL_PORT';

/**
 * Where global-setup.ts runs the carrier simulator the demo server tracks at (docs/tracking.md): a
 * spec moves its clock with `POST <url>/sim/clock` and picks a B/L's voyage with `POST <url>/sim/scenarios`.
 * The demo server runs with TEST_CLOCK, so a spec moves the app's clock too (`POST <server>/__test/clock`).
 */
export const CARRIER_SIM_ENV = 'E2E_CARRIER_SIM_URL';

/** The administrator's initial password on the fresh server. */
export const FRESH_ADMIN_PASSWORD = 'Initial#Pass2026';

export function serverUrl(kind: keyof typeof SERVER_ENV): string {
  const url = process.env[SERVER_ENV[kind]];
  if (!url) throw new Error(`${SERVER_ENV[kind]} is not set: run the specs through playwright.config.ts`);
  return url;
}

/** Points a spec file's tests at one of the servers (read when a test runs, after global setup). */
export function useServer(kind: keyof typeof SERVER_ENV) {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.use({ baseURL: async ({}, use) => use(serverUrl(kind)) });
}
