import { describe, expect, it } from 'vitest';
import { useTrackingTestApp } from '../../test/tracking-factories';
import { queryRows, sql } from '../db/client';
import { trackingSweep } from '../features/tracking/tracking-jobs';
import { trackDemoShipments } from './demo-tracking';

const t = useTrackingTestApp();

interface Tracked {
  job_id: number;
  status: string;
  pol: string;
  pod: string;
  eta: string;
  vessel: string;
}
const tracked = () =>
  queryRows<Tracked>(
    t.database.db,
    sql`select s.job_id, s.status, j.pol, j.pod, to_char(j.eta, 'YYYY-MM-DD') as eta, j.vessel
        from tracking_subscriptions s join jobs j on j.id = s.job_id
        where s.created_by = 'demo' order by j.etd, j.mbl_no`,
  );

describe('the demo’s shipments at sea play their voyages at the simulator (issue 20)', () => {
  it('are subscribed, and their events follow the jobs’ own ports, vessel and dates, their delays raising ETA slips', async () => {
    const log: string[] = [];
    await trackDemoShipments(t.database.db, t.simulatorUrl(), (line) => log.push(line));
    const pending = await tracked();
    expect(pending.length).toBeGreaterThan(10);
    expect(pending.every((s) => s.status === 'PENDING')).toBe(true);
    expect(log.at(-1)).toContain(`plays ${pending.length} demo shipments`);

    // The runner's sweep sends them to the carrier; a month later every voyage is over.
    await trackingSweep({ db: t.database.db, config: t.config }).run({});
    expect((await tracked()).every((s) => s.status === 'ACTIVE')).toBe(true);
    // What already happened comes at once: the delays told so far are ETA slips, their people told.
    await t.advanceCarrier(0);
    const [now] = await queryRows<{ slips: number; told: number }>(
      t.database.db,
      sql`select (select count(*)::int from eta_slips where status = 'OPEN') as slips,
                 (select count(*)::int from notifications where kind = 'ETA_SLIP') as told`,
    );
    expect(now!.slips).toBeGreaterThan(0);
    // Told to the jobs' operators and customer service, those of them in the job's office.
    expect(now!.told).toBeGreaterThan(0);
    await t.advanceCarrier(45);

    const [first] = pending;
    const plan = await queryRows<{ code: string; locode: string; at: string; vessel: string }>(
      t.database.db,
      sql`select e.event_code as code, e.un_location_code as locode,
                 to_char(e.event_at at time zone 'UTC', 'YYYY-MM-DD') as at, e.vessel_name as vessel
          from tracking_events e join tracking_event_jobs l on l.event_row_id = e.id
          where l.job_id = ${first!.job_id} and e.classifier = 'PLN' order by e.event_at`,
    );
    expect(plan).toEqual([
      expect.objectContaining({ code: 'DEPA', locode: first!.pol }),
      { code: 'ARRI', locode: first!.pod, at: first!.eta, vessel: first!.vessel.slice(0, 35) },
    ]);

    // Every fourth is delayed by four days, and its slip is open; those on time have none.
    const slips = await queryRows<{ job_id: number; slip_days: number }>(
      t.database.db,
      sql`select job_id, slip_days from eta_slips where status = 'OPEN' and job_id in ${pending.map((s) => s.job_id)}`,
    );
    const slipOf = new Map(slips.map((s) => [s.job_id, s.slip_days]));
    pending.forEach((s, index) => {
      if (index % 4 === 0) expect(slipOf.get(s.job_id), `job ${s.job_id}`).toBe(4);
      else if (index % 8 === 1) expect(slipOf.has(s.job_id)).toBe(false);
    });
  });
});
