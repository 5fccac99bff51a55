import path from 'node:path';
import { DEFAULT_ETA_SLIP_DAYS } from '@apex/shared/tracking';
import { z } from 'zod';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean),
);

const ZCarrierEndpoints = z.record(
  z.string().regex(/^[A-Z0-9]{2,4}$/),
  z.object({ url: z.url({ protocol: /^https?$/ }), apiKey: z.string().optional() }),
);

/** Every setting the server reads from the environment; README lists them. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Hours between two VACUUM ANALYZE of the embedded database (PGlite has no autovacuum); 0: never. */
  PGLITE_VACUUM_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(6),
  /** Minutes between two checkpoints of the embedded database (PGlite has no checkpointer). */
  PGLITE_CHECKPOINT_MINUTES: z.coerce.number().min(1).max(60).default(5),
  DEMO_DATA: bool.default(true),
  ADMIN_PASSWORD: z.string().optional(),
  /** Origins of parent portals allowed to frame the app and send it messages. */
  PORTAL_ORIGINS: list.default([]),
  /** The app's public origin, when behind a proxy; used for redirects. */
  PUBLIC_ORIGIN: z.string().optional(),
  /** spec §2.3: the external page shown at /ocean_exp/tesla (the session token is added to its query). */
  TESLA_PAGE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** spec §2.7: the external page of the change-office dialog (systemCode XC and the token are added). */
  CHANGE_OFFICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(12),
  /** How long a process reuses a session it looked up (0: every call looks it up; session-cache.ts). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(100).default(5),
  /** How long wrong passwords lock an account; 0: until an administrator unlocks it. */
  LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(15),
  /** The first wait after a wrong sign-in, doubling with each further one up to a minute; 0: none. */
  SIGN_IN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).default(1),
  /** Answer an unknown or disabled account as a wrong password, so sign-in tells no one which exist. */
  SIGN_IN_GENERIC_ERRORS: bool.default(false),
  /** 0 disables the password-age rule (spec §9: a parameter). */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /** Multiplies every per-route sign-in rate limit and the wrong sign-ins an address makes freely; tests raise it. */
  RATE_LIMIT_FACTOR: z.coerce.number().min(0.01).max(10_000).default(1),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  TRUST_PROXY: bool.default(false),
  /** How long a client may take to send a whole request (headers and body) before the server drops it. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** How long a client may take to send a request's headers. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(20_000),
  /** How long an idle keep-alive connection stays open between two requests. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(72_000),
  /** Open connections a process accepts; more are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(2000),
  /** A folder carriers' EDI status messages (X12 315, IFTSTA) are dropped in; unset: no inbox. */
  EDI_INBOX_DIR: z.string().optional(),
  /** Seconds between two scans of the EDI inbox. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Carriers' DCSA Track & Trace endpoints by SCAC, as JSON: `{"MAEU":{"url":"https://…","apiKey":"…"}}`
   * (docs/tracking.md). The API key, when given, is sent as a bearer token to the carrier.
   */
  TRACKING_CARRIERS: z
    .string()
    .transform((v, ctx) => {
      try {
        return ZCarrierEndpoints.parse(JSON.parse(v));
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `TRACKING_CARRIERS: ${String(error)}` });
        return z.NEVER;
      }
    })
    .default({}),
  /** The carrier simulator (apps/carrier-sim): every SCAC not in TRACKING_CARRIERS is tracked there (demo, tests). */
  TRACKING_SIMULATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The origin carriers reach this server at for their callbacks; by default PUBLIC_ORIGIN, else this host and port. */
  TRACKING_CALLBACK_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Minutes between two polls of the active subscriptions (the fallback when callbacks do not come). */
  TRACKING_POLL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Days a carrier's arrival may pass a job's ETA by before the job is flagged and its people told. */
  ETA_SLIP_DAYS: z.coerce.number().int().min(0).max(60).default(DEFAULT_ETA_SLIP_DAYS),
  /**
   * The demo (DEMO_DATA=1 with no TRACKING_SIMULATOR_URL nor TRACKING_CARRIERS) starts the carrier
   * simulator inside the server on this port (0: any free one), its clock running CARRIER_SIM_SPEED
   * times faster than real time (360: a 17-day voyage in about an hour).
   */
  CARRIER_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  CARRIER_SIM_SPEED: z.coerce.number().min(1).max(100_000).default(360),
  /** Starts the background job runner (pg-boss) with the server; 0 for a process that must not run jobs. */
  JOB_RUNNER: bool.default(true),
  /**
   * A clock the e2e can move forward (POST /api/test/clock), to pass spec §9's wait: only for tests,
   * refused when NODE_ENV is production.
   */
  TEST_CLOCK: bool.default(false),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = ZEnv.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteVacuumHours: e.PGLITE_VACUUM_HOURS,
    pgliteCheckpointMinutes: e.PGLITE_CHECKPOINT_MINUTES,
    demoData: e.DEMO_DATA,
    adminPassword: e.ADMIN_PASSWORD,
    portalOrigins: e.PORTAL_ORIGINS,
    publicOrigin: e.PUBLIC_ORIGIN,
    teslaPageUrl: e.TESLA_PAGE_URL,
    changeOfficeUrl: e.CHANGE_OFFICE_URL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    sessionCacheMs: e.SESSION_CACHE_MS,
    lockoutThreshold: e.LOCKOUT_THRESHOLD,
    lockoutMinutes: e.LOCKOUT_MINUTES,
    signInDelaySeconds: e.SIGN_IN_DELAY_SECONDS,
    signInGenericErrors: e.SIGN_IN_GENERIC_ERRORS,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    ediInboxDir: e.EDI_INBOX_DIR ? path.resolve(e.EDI_INBOX_DIR) : undefined,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    tracking: {
      carriers: e.TRACKING_CARRIERS,
      simulatorUrl: e.TRACKING_SIMULATOR_URL?.replace(/\/$/, ''),
      callbackOrigin: (e.TRACKING_CALLBACK_ORIGIN ?? e.PUBLIC_ORIGIN ?? `http://127.0.0.1:${e.PORT}`).replace(
        /\/$/,
        '',
      ),
      pollMinutes: e.TRACKING_POLL_MINUTES,
      etaSlipDays: e.ETA_SLIP_DAYS,
      embeddedSimulator:
        e.DEMO_DATA && !e.TRACKING_SIMULATOR_URL && Object.keys(e.TRACKING_CARRIERS).length === 0
          ? { port: e.CARRIER_SIM_PORT, speed: e.CARRIER_SIM_SPEED }
          : null,
    },
    jobRunner: e.JOB_RUNNER,
    testClock: e.TEST_CLOCK && env.NODE_ENV !== 'production',
  };
}

/** Product constants of spec §3 Settings. */
export const PRODUCT = { title: 'Apexlogistics', systemCode: 'sc_ocean_web' } as const;
