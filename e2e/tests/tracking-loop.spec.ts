import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import type { TJobTracking, TTrackingSubscription } from '@apex/shared/tracking';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { openTestJob } from '../support/jobs';
import { CARRIER_SIM_ENV, serverUrl, useServer } from '../support/servers';

useServer('demo');

// The built server and the carrier simulator of global-setup.ts, over HTTP both ways; the online
// tracking tab (issue 20) is built on these calls.
test('customer service subscribes a job, waits out spec §9 on the test clock, and the voyage’s events arrive', async ({
  request,
}) => {
  const sim = process.env[CARRIER_SIM_ENV]!;
  const api = await ApiSession.signIn(request, 'cs01', DEMO_PASSWORD);
  const mblNo = `E2E${Date.now()}`;
  const job = await openTestJob(api, 'OE', { mblNo });
  await request.post(`${sim}/sim/scenarios`, { data: { reference: mblNo, scenario: 'ROLLED_OVER' } });
  const routes = API.jobs.OE.tracking;
  const subscribed = await api.send<TTrackingSubscription>(routes.subscribe, { params: { id: job.id }, body: {} });
  expect(subscribed.envelope.message).toBe(
    `Subscribed to the tracking of ${mblNo}: wait 5 to 8 minutes before refreshing`,
  );
  expect(subscribed.envelope.data).toMatchObject({ status: 'ACTIVE', tooYoungToRefresh: true });

  // Six minutes on the app's clock, thirty days on the carrier's: the callbacks come in.
  await request.post(`${serverUrl('demo')}/__test/clock`, { data: { minutes: 6 } });
  const moved = await (await request.post(`${sim}/sim/clock`, { data: { advanceMinutes: 30 * 24 * 60 } })).json();
  expect(moved.delivered).toBeGreaterThan(10);
  const tracking = await api.data<TJobTracking>(routes.get, { params: { id: job.id } });
  expect(tracking.subscriptions[0]).toMatchObject({ tooYoungToRefresh: false });
  const departures = tracking.events.filter((e) => e.eventCode === 'DEPA' && e.classifier !== 'PLN');
  // Rolled over: the departure that counts is the next vessel's.
  expect(departures.map((e) => [e.classifier, e.transportCall?.vesselName])).toEqual([
    ['EST', 'SIM HARMONY'],
    ['ACT', 'SIM HARMONY'],
  ]);
  expect(tracking.events.some((e) => e.eventCode === 'ARRI' && e.classifier === 'ACT')).toBe(true);
});
