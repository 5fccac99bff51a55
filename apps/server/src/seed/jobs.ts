import { eq } from 'drizzle-orm';
import { type DbOrTx, sql } from '../db/client';
import { appMeta } from '../db/schema';
import { insertDemoCargo } from './demo-cargo';
import { insertDemoCustoms } from './demo-customs';
import { insertDemoDocRecords, insertDemoSurrenderCopies } from './demo-doc-records';
import { insertDemoFinance } from './demo-finance';
import { insertDemoFreeTime } from './demo-free-time';
import { insertDemoGoodsStatus } from './demo-goods-status';
import { insertDemoMovement } from './demo-movement';
import { insertDemoOtherServices } from './demo-other-services';
import { insertDemoRail } from './demo-rail';
import { insertDemoTrucking } from './demo-trucking';
import { insertGeneratedJobs, insertGeneratedParts } from './job-generator';

const DEMO_JOBS = 'demoJobs';
const DEMO_CARGO = 'demoCargo';
const DEMO_FINANCE = 'demoFinance';
const DEMO_DOC_RECORDS = 'demoDocRecords';
const DEMO_MOVEMENT = 'demoMovement';
const DEMO_CUSTOMS = 'demoCustoms';
const DEMO_SURRENDER_COPIES = 'demoSurrenderCopies';
const DEMO_TRUCKING = 'demoTrucking';
const DEMO_RAIL = 'demoRail';
const DEMO_OTHER_SERVICES = 'demoOtherServices';
const DEMO_GOODS_STATUS = 'demoGoodsStatus';
const DEMO_FREE_TIME = 'demoFreeTime';
/** Jobs per office and job type: 4 offices × 2 types × 400 = 3,200 demo jobs. */
const PER_OFFICE_AND_TYPE = 400;

/**
 * A few thousand demo jobs across both job types, every mode and the four demo offices (issue 5),
 * with their containers and HB/Ls, generated set-based (job-generator.ts), then consolidations,
 * bookings and goods lines (demo-cargo.ts). Dates run from four months
 * back to a few weeks ahead.
 *
 * Job numbers follow the demo job-number rules (office + type + YYMM + 4 digits, counted per month
 * in the order the jobs were opened), and the rules' counters are then advanced past them, so a job
 * saved later continues the sequence instead of colliding. Idempotent: recorded in app_meta, run
 * once per database, also on a database initialised before the demo jobs existed.
 */
export async function seedDemoJobs(db: DbOrTx) {
  await onceRecorded(db, DEMO_JOBS, String(PER_OFFICE_AND_TYPE * 8), async () => {
    await insertGeneratedJobs(db, { perOfficeAndType: PER_OFFICE_AND_TYPE, spanDays: 120, createdBy: 'demo' });
    await insertGeneratedParts(db, 'demo');
    await advanceJobNumberCounters(db);
  });
  // Recorded apart: a demo database whose jobs came before the consolidations, bookings and goods gets them too.
  await onceRecorded(db, DEMO_CARGO, 'consolidations, bookings, goods', () => insertDemoCargo(db));
  await onceRecorded(db, DEMO_FINANCE, 'invoice rules, charges, invoices, clearings', () => insertDemoFinance(db));
  await onceRecorded(db, DEMO_DOC_RECORDS, 'originals on their journey', () => insertDemoDocRecords(db));
  await onceRecorded(db, DEMO_MOVEMENT, 'warehouse, control board stages, booking states', () =>
    insertDemoMovement(db),
  );
  await onceRecorded(db, DEMO_CUSTOMS, 'customs entrustments', () => insertDemoCustoms(db));
  // Apart too: a demo database whose originals were surrendered before the rule gets their B/L copies.
  await onceRecorded(db, DEMO_SURRENDER_COPIES, 'B/L copies of the surrendered originals', () =>
    insertDemoSurrenderCopies(db),
  );
  await onceRecorded(db, DEMO_TRUCKING, 'trucking rules, orders, appointments', () => insertDemoTrucking(db));
  await onceRecorded(db, DEMO_RAIL, 'railways, rail rules, rail entrusts', () => insertDemoRail(db));
  await onceRecorded(db, DEMO_OTHER_SERVICES, 'other services and their cost lines', () => insertDemoOtherServices(db));
  await onceRecorded(db, DEMO_GOODS_STATUS, 'goods status steps from the jobs’ dates', () => insertDemoGoodsStatus(db));
  await onceRecorded(db, DEMO_FREE_TIME, 'free time of import consignees, container moves', () =>
    insertDemoFreeTime(db),
  );
}

/** Runs `work` unless app_meta holds `key`, then records it there. */
async function onceRecorded(db: DbOrTx, key: string, value: string, work: () => Promise<void>) {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  if (done) return;
  await work();
  await db.insert(appMeta).values({ key, value });
}

/** The rules' counters moved past every job number already given, per office, type and month. */
async function advanceJobNumberCounters(db: DbOrTx) {
  await db.execute(sql`
    insert into job_number_counters (rule_id, period, last_seq)
    select r.id, to_char(j.operation_at, 'YYYYMM'), max(right(j.job_no, 4)::int)
    from jobs j
    join offices o on o.office_code = j.office_code
    join job_number_rules r on r.office_id = o.id and r.kind = 'JOB' and r.job_type = j.job_type
    where j.created_by = 'demo' and r.reset_period = 'MONTHLY'
    group by r.id, to_char(j.operation_at, 'YYYYMM')
    on conflict (rule_id, period) do update set last_seq = greatest(job_number_counters.last_seq, excluded.last_seq)`);
}
