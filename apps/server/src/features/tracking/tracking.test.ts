import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../../../test/db-state';
import {
  countRows,
  dcsaArrival,
  newMblNo,
  openTrackedJob,
  postCallback,
  subscriptionSecret,
  TRACKING_TABLES,
  trackingPaths,
  useTrackingTestApp,
} from '../../../test/tracking-factories';
import { queryRows, sql } from '../../db/client';
import { registerAfterIngest } from './ingest';
import { subscribeJob } from './subscriptions';
import { trackingSweep } from './tracking-jobs';

const t = useTrackingTestApp(['cs01', 'sales01', 'hk.ops']);
const send = (method: 'GET' | 'POST', url: string, payload?: object, token = t.tokens.cs01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const refused = refusalsOf(t, TRACKING_TABLES);

/** A job subscribed at the simulator: its paths and its subscription's id and secret. */
async function subscribedJob(overrides: object = {}) {
  const job = await openTrackedJob(t, t.tokens.cs01, overrides);
  const paths = trackingPaths(job.id);
  const res = await send('POST', paths.subscribe, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { job, paths, subscription: await subscriptionSecret(t, job.id) };
}

describe('subscribing a job to its carrier’s tracking (spec §5, §8, §9)', () => {
  it('subscribes by the MBL no and the carrier’s SCAC, and says to wait 5 to 8 minutes', async () => {
    const job = await openTrackedJob(t, t.tokens.cs01);
    const res = await send('POST', trackingPaths(job.id).subscribe, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(`Subscribed to the tracking of ${job.mblNo}: wait 5 to 8 minutes before refreshing`);
    expect(res.body.data).toMatchObject({
      referenceKind: 'MBL',
      reference: job.mblNo,
      status: 'ACTIVE',
      lastError: '',
      tooYoungToRefresh: true,
    });
    const refreshed = await send('POST', trackingPaths(job.id).refresh);
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.message).toBe(
      'Tracking refreshed; the subscription is new: wait 5 to 8 minutes before refreshing',
    );
    // The carrier's first events (the booking confirmed, the plan) came with the poll.
    expect(refreshed.body.data.events.map((e: { eventCode: string }) => e.eventCode)).toEqual(
      expect.arrayContaining(['CONF', 'DEPA', 'ARRI']),
    );
    // Six minutes later (the test clock) the wait is over.
    expect((await t.call({ method: 'POST', url: '/__test/clock', payload: { minutes: 6 } })).status).toBe(200);
    const later = await send('POST', trackingPaths(job.id).refresh);
    expect(later.body.message).toBe('Tracking refreshed: 0 new events');
    expect(later.body.data.subscriptions[0].tooYoungToRefresh).toBe(false);
  });

  it('subscribing again renews the secret and cancels the carrier’s old subscription', async () => {
    const { job, paths, subscription } = await subscribedJob();
    const atCarrier = async () =>
      (
        (await (await fetch(`${t.simulatorUrl()}/v2/event-subscriptions`)).json()) as {
          transportDocumentReference: string;
        }[]
      ).filter((s) => s.transportDocumentReference === job.mblNo);
    expect(await atCarrier()).toHaveLength(1);
    expect((await send('POST', paths.subscribe, {})).status).toBe(200);
    expect(await atCarrier()).toHaveLength(1);
    expect((await subscriptionSecret(t, job.id)).secret).not.toBe(subscription.secret);
  });

  it('leaves a subscription the carrier refused pending, and the runner’s sweep subscribes and polls it later', async () => {
    const job = await openTrackedJob(t, t.tokens.cs01);
    const elsewhere = { ...t.config, tracking: { ...t.config.tracking, simulatorUrl: 'http://127.0.0.1:9' } };
    const pending = await subscribeJob(
      { db: t.database.db, config: elsewhere },
      {
        jobType: 'OE',
        id: job.id,
        actor: { userId: null, account: 'cs01', officeCode: 'SZX', ip: '', userAgent: '', requestId: '' },
      },
      {},
    );
    expect(pending).toMatchObject({ status: 'PENDING', lastError: expect.stringMatching(/not reachable/) });
    await trackingSweep({ db: t.database.db, config: t.config }).run({});
    const tab = (await send('GET', trackingPaths(job.id).tab)).body.data;
    expect(tab.subscriptions[0]).toMatchObject({ status: 'ACTIVE', lastError: '', lastPolledAt: expect.any(String) });
    expect(tab.events.length).toBeGreaterThan(0);
  });

  it('refuses a job without MBL no or carrier with the words of §8, storing nothing', async () => {
    const noMbl = await openTrackedJob(t, t.tokens.cs01, { mblNo: '' });
    const body = await refused(() => send('POST', trackingPaths(noMbl.id).subscribe, {}), 400);
    expect(body.message).toBe('MBL no empty');
    const noCarrier = await openTrackedJob(t, t.tokens.cs01);
    // An FCL job is saved with its carrier; a job of a mode that needs none may have none.
    await t.database.db.execute(`update jobs set carrier_id = null where id = ${noCarrier.id}`);
    expect((await refused(() => send('POST', trackingPaths(noCarrier.id).subscribe, {}), 400)).message).toBe(
      'carrier SCAC code empty',
    );
    expect(
      (await refused(() => send('POST', trackingPaths(noCarrier.id).subscribe, { referenceKind: 'CONTAINER' }), 400))
        .message,
    ).toBe('carrier SCAC code empty');
  });

  it('answers 403 without /tracking/view, 404 for another office’s job', async () => {
    const job = await openTrackedJob(t, t.tokens.cs01);
    const paths = trackingPaths(job.id);
    // Sales see export jobs but not their tracking (spec §6: they are offered to ask for it).
    expect((await refused(() => send('GET', paths.tab, undefined, t.tokens.sales01), 403)).code).toBe('auth.forbidden');
    expect((await refused(() => send('POST', paths.subscribe, {}, t.tokens.sales01), 403)).code).toBe('auth.forbidden');
    expect((await refused(() => send('GET', paths.tab, undefined, t.tokens['hk.ops']), 404)).code).toBe(
      'record.notFound',
    );
    expect((await refused(() => send('POST', paths.subscribe, {}, t.tokens['hk.ops']), 404)).code).toBe(
      'record.notFound',
    );
  });
});

describe('the carrier’s callbacks (DCSA Notification-Signature)', () => {
  it('refuses a wrong or missing signature, or an unknown subscription, with 401 and stores nothing', async () => {
    const { job, subscription } = await subscribedJob();
    const events = [dcsaArrival(job.mblNo)];
    const wrong = await refused(() => postCallback(t, subscription, events, `sha256=${'0'.repeat(64)}`), 401);
    expect(wrong.message).toBe('The callback’s signature is missing or wrong');
    await refused(
      () => postCallback(t, { ...subscription, secret: Buffer.from('guess').toString('base64') }, events),
      401,
    );
    await refused(() => postCallback(t, subscription, events, ''), 401);
    await refused(() => postCallback(t, { ...subscription, id: subscription.id + 1000 }, events), 401);
    expect((await postCallback(t, subscription, events)).status).toBe(200);
  });

  it('answers a body that is no list of DCSA events 400, naming what is wrong', async () => {
    const { subscription } = await subscribedJob();
    const body = await refused(() => postCallback(t, subscription, [{ eventType: 'TRANSPORT' }]), 400);
    expect(body.message).toMatch(/^The callback is not a list of DCSA events: 0\.eventID: /);
    expect((await refused(() => postCallback(t, subscription, { not: 'a list' }), 400)).message).toMatch(
      /not a list of DCSA events/,
    );
  });

  it('stores a replayed event once, and tells how many were new', async () => {
    const { job, subscription } = await subscribedJob();
    const events = [
      dcsaArrival(job.mblNo),
      dcsaArrival(job.mblNo, { eventClassifierCode: 'PLN', eventID: `${job.mblNo}-pln` }),
    ];
    const first = await postCallback(t, subscription, events);
    expect(first.body.data).toMatchObject({ received: 2, created: 2, duplicates: 0, matchedJobIds: [job.id] });
    expect(first.body.message).toBe('2 new events, 0 already known, 0 matching no job');
    const before = await countRows(t, 'tracking_events');
    const replay = await postCallback(t, subscription, events);
    expect(replay.body.data).toMatchObject({ received: 2, created: 0, duplicates: 2, matchedJobIds: [] });
    expect(await countRows(t, 'tracking_events')).toBe(before);
  });

  it('stores callbacks that come at once together, each answered with its own part, a poisoned one failing alone', async () => {
    const { job, subscription } = await subscribedJob();
    const event = (n: number | string) => dcsaArrival(job.mblNo, { eventID: `${job.mblNo}-burst-${n}` });
    const poison = `${job.mblNo}-burst-poison`;
    let turns = 0;
    const remove = registerAfterIngest(async (_tx, { events }) => {
      if (events.some((e) => e.event.eventId === poison)) throw new Error('poisoned');
      turns += 1;
    });
    try {
      // A push before, as a carrier pushes all along: the server knows the subscription's secret.
      expect((await postCallback(t, subscription, [event('first')])).status).toBe(200);
      turns = 0;
      // Twenty pushes at once, each with its own event and one they all share.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => postCallback(t, subscription, [event(0), event(n + 1)])),
      );
      const stored = answers.map((a) => a.body.data);
      expect(stored.every((d) => d.received === 2 && d.matchedJobIds[0] === job.id)).toBe(true);
      // The shared event is new to exactly one of them; the others count it had already.
      expect(stored.reduce((sum, d) => sum + d.created, 0)).toBe(21);
      // A few transactions (each one pass of the effects), not twenty.
      expect(turns).toBeLessThan(10);

      // One push that cannot be stored (here an effect breaks on it) fails alone.
      const mixed = await Promise.all([
        ...Array.from({ length: 5 }, (_, n) => postCallback(t, subscription, [event(n + 100)])),
        postCallback(t, subscription, [dcsaArrival(job.mblNo, { eventID: poison })]),
      ]);
      expect(mixed.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 500]);
    } finally {
      remove();
    }
    const [counted] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tracking_events where event_id like ${`${job.mblNo}-burst-%`}`,
    );
    expect(counted!.n).toBe(27);
  });

  it('shows the latest estimate of an arrival, and every estimate in the history', async () => {
    const { job, paths, subscription } = await subscribedJob();
    const early = dcsaArrival(job.mblNo, { eventID: `${job.mblNo}-e1`, eventCreatedDateTime: '2099-01-12T08:00:00Z' });
    const later = dcsaArrival(job.mblNo, {
      eventID: `${job.mblNo}-e2`,
      eventCreatedDateTime: '2099-01-20T08:00:00Z',
      eventDateTime: '2099-02-09T06:00:00Z',
      delayReasonCode: 'WEA',
    });
    // The later-made estimate arrives first: arrival order does not decide, the carrier's does.
    await postCallback(t, subscription, [later]);
    await postCallback(t, subscription, [early]);
    const arrivals = (events: { eventId: string; superseded: boolean; eventDateTime: string }[]) =>
      events
        .filter((e) => e.eventId.startsWith(`${job.mblNo}-e`))
        .map((e) => [e.eventId, e.eventDateTime, e.superseded]);
    const view = (await send('GET', paths.tab)).body.data;
    expect(arrivals(view.events)).toEqual([[`${job.mblNo}-e2`, '2099-02-09T06:00:00Z', false]]);
    const history = (await send('GET', `${paths.tab}?history=true`)).body.data;
    expect(arrivals(history.events)).toEqual([
      [`${job.mblNo}-e1`, '2099-02-05T06:00:00Z', true],
      [`${job.mblNo}-e2`, '2099-02-09T06:00:00Z', false],
    ]);
  });

  it('keeps an event of an unknown B/L, unmatched with the reason, and says so', async () => {
    const { subscription } = await subscribedJob();
    const stranger = newMblNo();
    const res = await postCallback(t, subscription, [dcsaArrival(stranger)]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      created: 1,
      matchedJobIds: [],
      unmatched: [{ eventId: `${stranger}-arri-1`, reason: `No job has MBL ${stranger}` }],
    });
    expect(res.body.message).toBe('1 new events, 0 already known, 1 matching no job');
  });

  it('matches an event by its container, in any office’s job', async () => {
    const { job, subscription } = await subscribedJob();
    const hkJob = await openTrackedJob(t, t.tokens['hk.ops'], { mblNo: '' });
    await t.database.db.execute(
      `insert into job_containers (job_id, line_no, container_type, container_no) values (${hkJob.id}, 1, '40HQ', 'MSCU1234566')`,
    );
    const res = await postCallback(t, subscription, [
      {
        eventID: `${job.mblNo}-disc`,
        eventType: 'EQUIPMENT',
        eventClassifierCode: 'ACT',
        eventCreatedDateTime: '2099-02-05T12:00:00Z',
        eventDateTime: '2099-02-05T11:00:00Z',
        equipmentEventTypeCode: 'DISC',
        equipmentReference: 'MSCU1234566',
        emptyIndicatorCode: 'LADEN',
        transportCall: { transportCallID: 'x', modeOfTransport: 'VESSEL', UNLocationCode: 'USLAX' },
        documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: job.mblNo }],
      },
    ]);
    expect(res.body.data.matchedJobIds).toEqual([job.id, hkJob.id].sort((a, b) => a - b));
  });
});
