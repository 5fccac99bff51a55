import { afterEach, describe, expect, it } from 'vitest';
import { openTrackedJob, trackingPaths, useTrackingTestApp } from '../../../test/tracking-factories';
import { type AfterIngestEffect, registerAfterIngest } from './ingest';

const t = useTrackingTestApp(['cs01']);
const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, token: t.tokens.cs01, ...(payload ? { payload } : {}) });

let unregister = () => {};
afterEach(() => unregister());

type Shown = {
  eventCode: string;
  classifier: string;
  eventDateTime: string;
  superseded: boolean;
  transportCall: { unLocationCode: string | null } | null;
};
const arrivalsAtPod = (events: Shown[]) =>
  events
    .filter((e) => e.eventCode === 'ARRI' && e.transportCall?.unLocationCode === 'USLAX')
    .map((e) => `${e.classifier} ${e.eventDateTime.slice(0, 10)}${e.superseded ? ' (replaced)' : ''}`);

describe('a voyage played by the carrier simulator, end to end over HTTP', () => {
  it('subscribes, receives the signed callbacks as the voyage goes, and shows the delay', async () => {
    const seen: number[][] = [];
    const effect: AfterIngestEffect = async (_tx, { jobIds }) => {
      seen.push(jobIds);
    };
    unregister = registerAfterIngest(effect);
    const job = await openTrackedJob(t, t.tokens.cs01);
    await t.playScenario(job.mblNo, 'DELAYED');
    const paths = trackingPaths(job.id);
    const subscribed = await send('POST', paths.subscribe, {});
    expect(subscribed.body.data).toMatchObject({ status: 'ACTIVE', reference: job.mblNo });
    const start = Date.parse(subscribed.body.data.subscribedAt);
    const day = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10);

    // The booking is confirmed and the plan given at once; then the clock runs 25 days.
    expect((await t.advanceCarrier(0)).delivered).toBe(3);
    expect((await t.advanceCarrier(25)).delivered).toBeGreaterThan(8);

    const view: Shown[] = (await send('GET', paths.tab)).body.data.events;
    expect(view.filter((e) => e.classifier === 'ACT').map((e) => e.eventCode)).toEqual([
      'CONF',
      'GTIN',
      'LOAD',
      'DEPA',
      'ISSU',
      'ARRI',
      'DISC',
      'GTOT',
    ]);
    // The plan said day 17; the carrier's last estimate, and the arrival, day 21.
    expect(arrivalsAtPod(view)).toEqual([`PLN ${day(17)}`, `EST ${day(21)}`, `ACT ${day(21)}`]);
    const history: Shown[] = (await send('GET', `${paths.tab}?history=true`)).body.data.events;
    expect(arrivalsAtPod(history)).toEqual([
      `PLN ${day(17)}`,
      `EST ${day(17)} (replaced)`,
      `EST ${day(17)} (replaced)`,
      `EST ${day(21)}`,
      `ACT ${day(21)}`,
    ]);
    // The registered effects saw the job's new events, batch by batch.
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen.flat())).toEqual(new Set([job.id]));
  });
});
