import { type DbOrTx, queryRows, sql } from '../db/client';
import { newSecret } from '../features/tracking/dcsa/signature';
import { upsertSubscription } from '../features/tracking/subscription-queries';

/** How many of the demo's shipments at sea are tracked from the start. */
const TRACKED = 40;

/** A quarter delayed by weather, an eighth rolled over, an eighth transhipped, the rest on time. */
function scenarioAt(index: number) {
  if (index % 4 === 0) return 'DELAYED';
  if (index % 8 === 2) return 'ROLLED_OVER';
  if (index % 8 === 6) return 'TRANSHIPPED';
  return 'ON_TIME';
}

interface DemoShipment {
  id: number;
  mbl_no: string;
  scac: string;
  pol: string;
  pod: string;
  etd: string;
  eta: string;
  vessel: string;
  voyage: string;
}

/**
 * `npm start`'s demo with its embedded carrier simulator (docs/tracking.md): the carrier is told the
 * routes of the demo's shipments at sea (their ports, vessel and dates, on the real clock) and
 * they are subscribed, so that their events, goods status moves and ETA slips come in as they
 * would in a real office. The simulator forgets its subscriptions when the server stops, so the
 * active ones are sent to it again: the runner's sweep subscribes whatever is PENDING.
 */
export async function trackDemoShipments(db: DbOrTx, simulatorUrl: string, log: (line: string) => void) {
  const shipments = await queryRows<DemoShipment>(
    db,
    sql`select * from (
          select distinct on (j.mbl_no) j.id, j.mbl_no, c.scac, j.pol, j.pod, to_char(j.etd, 'YYYY-MM-DD') as etd,
                 to_char(j.eta, 'YYYY-MM-DD') as eta, j.vessel, j.voyage
          from jobs j join carriers c on c.id = j.carrier_id
          where j.created_by = 'demo' and j.mbl_no <> '' and c.scac <> ''
            and j.pol ~ '^[A-Z]{2}[A-Z2-9]{3}$' and j.pod ~ '^[A-Z]{2}[A-Z2-9]{3}$' and j.pol <> j.pod
            and j.etd <= current_date + 3 and j.eta >= current_date - 2 and j.eta > j.etd
            -- One voyage per B/L at the carrier: the jobs under it (a split, a consolidation) go its way.
            and not exists (select 1 from jobs o
                            where o.mbl_no = j.mbl_no and (o.pol, o.pod, o.etd) is distinct from (j.pol, j.pod, j.etd))
          order by j.mbl_no, j.id) s
        -- The longest at sea first: most of their voyage has happened (delays told), the rest comes live.
        order by s.etd, s.mbl_no
        limit ${TRACKED}`,
  );
  let told = 0;
  for (const [index, job] of shipments.entries()) {
    const route = {
      pol: job.pol,
      pod: job.pod,
      departs: `${job.etd}T08:00:00.000Z`,
      arrives: `${job.eta}T08:00:00.000Z`,
      ...(job.vessel && job.voyage
        ? { vessel: { name: job.vessel.slice(0, 35), voyage: job.voyage.slice(0, 10) } }
        : {}),
    };
    const reply = await fetch(`${simulatorUrl}/sim/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference: job.mbl_no, scenario: scenarioAt(index), route }),
    });
    if (!reply.ok) {
      log(`the simulator refused the route of ${job.mbl_no}: ${await reply.text()}`);
      continue;
    }
    told += 1;
    await upsertSubscription(
      db,
      { jobId: job.id, referenceKind: 'MBL', reference: job.mbl_no, createdBy: 'demo' },
      {
        carrierCode: job.scac,
        status: 'PENDING',
        secret: newSecret(),
        carrierSubscriptionId: '',
        // Long enough ago that spec §9's wait before refreshing is over.
        subscribedAt: new Date(Date.now() - 3_600_000),
        lastError: '',
        failedAttempts: 0,
        updatedBy: 'demo',
        updatedAt: new Date(),
      },
    );
  }
  await db.execute(sql`
    update tracking_subscriptions set status = 'PENDING', carrier_subscription_id = '', failed_attempts = 0
    where status = 'ACTIVE'`);
  log(`the carrier simulator plays ${told} demo shipments; their subscriptions are sent within a minute`);
}
