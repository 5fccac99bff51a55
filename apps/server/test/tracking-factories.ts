import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { type CarrierSim, startCarrierSim, type TScenario } from '@apex/carrier-sim';
import { DCSA_SIGNATURE_HEADER, type TDcsaEvent } from '@apex/shared/tracking';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows, sql } from '../src/db/client';
import { JOB_PATHS, jobInput } from './job-factories';
import { type FileTestApp, useTestApp } from './test-app';

/** The tables a tracking write changes: a refused one must leave them as they were. */
export const TRACKING_TABLES = ['tracking_events', 'tracking_event_jobs', 'tracking_subscriptions'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A file's server listening on a real port, with the carrier simulator beside it (its clock moved
 * only by the test: no ticking), so subscriptions and callbacks travel over HTTP as in production.
 */
export function useTrackingTestApp<const Account extends string = never>(accounts: readonly Account[] = []) {
  const state = { sim: undefined as CarrierSim | undefined, port: 0 };
  beforeAll(async () => {
    state.sim = await startCarrierSim({ tickMs: 0 });
    state.port = await freePort();
  });
  const t = useTestApp(accounts, () => ({
    TRACKING_SIMULATOR_URL: state.sim!.url,
    TRACKING_CALLBACK_ORIGIN: `http://127.0.0.1:${state.port}`,
    TEST_CLOCK: '1',
  }));
  beforeAll(async () => {
    await t.app.listen({ port: state.port, host: '127.0.0.1' });
  });
  afterAll(() => state.sim?.close());
  const simCall = async (path: string, body: object) => {
    const res = await fetch(`${state.sim!.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  return Object.assign(t, {
    simulatorUrl: () => state.sim!.url,
    /** Moves the simulator's clock on and waits for the callbacks of what fell due. */
    advanceCarrier: (days: number) => simCall('/sim/clock', { advanceMinutes: days * 24 * 60 }),
    playScenario: (reference: string, scenario: TScenario) => simCall('/sim/scenarios', { reference, scenario }),
  });
}

let mblSeq = 0;
/** A unique master B/L no for a test's job. */
export const newMblNo = () => `TMBL${process.pid % 1000}${Date.now() % 1e6}${++mblSeq}`;

/** An ocean export job with `overrides` (an MBL no by default), opened as `token`. */
export async function openTrackedJob(t: FileTestApp<string>, token: string, overrides: object = {}) {
  const res = await t.call({
    method: 'POST',
    url: JOB_PATHS.OE,
    token,
    payload: await jobInput(t, { mblNo: newMblNo(), ...overrides }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; jobNo: string; mblNo: string; version: number };
}

export const trackingPaths = (jobId: number) => {
  const tab = `${JOB_PATHS.OE}/${jobId}/tracking`;
  return { tab, subscribe: `${tab}/subscriptions`, refresh: `${tab}/refresh` };
};

/** A DCSA transport event of a B/L (wire format), with `overrides`. */
export const dcsaArrival = (mblNo: string, overrides: Partial<Record<string, unknown>> = {}): TDcsaEvent =>
  ({
    eventID: `${mblNo}-arri-${overrides.eventCreatedDateTime ?? 1}`,
    eventType: 'TRANSPORT',
    eventClassifierCode: 'EST',
    eventCreatedDateTime: '2099-01-12T08:00:00Z',
    eventDateTime: '2099-02-05T06:00:00Z',
    transportEventTypeCode: 'ARRI',
    transportCall: {
      transportCallID: 'USLAX-101E',
      modeOfTransport: 'VESSEL',
      UNLocationCode: 'USLAX',
      facilityCode: 'APM',
      exportVoyageNumber: '101E',
      vessel: { vesselIMONumber: '9321483', vesselName: 'SIM PACIFIC' },
    },
    documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: mblNo }],
    ...overrides,
  }) as TDcsaEvent;

/** The vessel's actual departure with a B/L's cargo from `port` at `at` (wire format). */
export const dcsaDeparture = (mblNo: string, port: string, at: string): TDcsaEvent =>
  dcsaArrival(mblNo, {
    eventID: `${mblNo}-depa`,
    eventClassifierCode: 'ACT',
    transportEventTypeCode: 'DEPA',
    eventDateTime: at,
    transportCall: { ...(dcsaArrival(mblNo).transportCall as object), UNLocationCode: port },
  });

/** The subscription's id and secret, as the carrier holds them. */
export async function subscriptionSecret(t: FileTestApp<string>, jobId: number) {
  const [row] = await queryRows<{ id: number; secret: string }>(
    t.database.db,
    sql`select id, secret from tracking_subscriptions where job_id = ${jobId}`,
  );
  return row!;
}

/** Posts events to a subscription's callback as a carrier does: signed with `secret`, unless `signature` is given. */
export function postCallback(
  t: FileTestApp<string>,
  subscription: { id: number; secret: string },
  events: unknown,
  signature?: string,
) {
  const body = JSON.stringify(events);
  const signed = `sha256=${createHmac('sha256', Buffer.from(subscription.secret, 'base64')).update(body).digest('hex')}`;
  return t.call({
    method: 'POST',
    url: `/api/tracking/dcsa/callbacks/${subscription.id}`,
    headers: { 'content-type': 'application/json', [DCSA_SIGNATURE_HEADER]: signature ?? signed },
    payload: body,
  });
}

export async function countRows(t: FileTestApp<string>, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`));
  return row!.n;
}
