import { type DbOrTx, sql } from '../db/client';

/**
 * What an operator finds on the demo jobs besides their containers and HB/Ls (issue 5): LCL
 * consolidations, carrier bookings and goods lines, each one set-based statement over the demo jobs.
 * Run once, after the demo jobs and their parts (seed/jobs.ts).
 */
export async function insertDemoCargo(db: DbOrTx) {
  await consolidateDemoJobs(db);
  await insertDemoBookings(db);
  await insertDemoGoods(db);
}

/**
 * Every other consolidation master (in ETD order, per office and type) holds the LCL and house-bill
 * jobs of about its ETD, three or four of them; the other masters are still being built, and a quarter
 * of the LCL and house-bill jobs stay on their own. A sub-job sails with its master: its carrier, vessel, voyage,
 * ports, dates, MB/L and status become the master's. The master's cargo is then its sub-jobs' sum (as
 * "refresh" works it out), shared out again over its containers.
 */
async function consolidateDemoJobs(db: DbOrTx) {
  await db.execute(sql`
    with
      masters as (
        select id, office_code, job_type,
               row_number() over (partition by office_code, job_type order by etd, id) - 1 as n
        from jobs where created_by = 'demo' and job_mode = 'CONSOL'),
      built as (
        select id, office_code, job_type, n / 2 as k, count(*) over (partition by office_code, job_type) as total
        from masters where n % 2 = 0),
      subs as (
        select id, office_code, job_type,
               row_number() over (partition by office_code, job_type order by etd, id) - 1 as n,
               count(*) over (partition by office_code, job_type) as total
        from jobs
        where created_by = 'demo' and job_mode in ('LCL', 'HBL') and master_job_id is null and id % 4 <> 0),
      pairs as (
        select s.id as sub_id, b.id as master_id
        from subs s
        join built b on b.office_code = s.office_code and b.job_type = s.job_type
          and b.k = s.n * b.total / s.total)
    update jobs sub
    set master_job_id = m.id, carrier_id = m.carrier_id, vessel = m.vessel, voyage = m.voyage,
        pol = m.pol, pod = m.pod, etd = m.etd, eta = m.eta, atd = m.atd, ata = m.ata,
        mbl_no = m.mbl_no, job_status = m.job_status
    from pairs p join jobs m on m.id = p.master_id
    where sub.id = p.sub_id`);
  await db.execute(sql`
    update jobs m
    set packages = t.packages, weight_kg = t.weight_kg, volume_cbm = t.volume_cbm
    from (select master_job_id as id, sum(packages)::int as packages, sum(weight_kg) as weight_kg,
                 sum(volume_cbm) as volume_cbm
          from jobs where master_job_id is not null and created_by = 'demo' group by master_job_id) t
    where m.id = t.id`);
  await db.execute(sql`
    update job_containers c
    set gross_weight_kg = round(m.weight_kg / n.count, 2), packages = m.packages / n.count,
        volume_cbm = round(m.volume_cbm / n.count, 3), vgm_weight_kg = round(m.weight_kg / n.count, 2) + c.tare_kg
    from jobs m
    join (select job_id, count(*) as count from job_containers group by job_id) n on n.job_id = m.id
    where c.job_id = m.id and m.created_by = 'demo'
      and exists (select 1 from jobs s where s.master_job_id = m.id)`);
}

/**
 * A carrier booking on each export that books its own space (FCL, consolidation and bulk jobs; an
 * LCL job travels on its master's): booked with the job's carrier, vessel and voyage, with the usual
 * cut-offs before the ETD, confirmed with the S/O released once the carrier confirmed the job, and
 * asking for the containers the job's summary names.
 */
async function insertDemoBookings(db: DbOrTx) {
  await db.execute(sql`
    insert into job_bookings (
      job_id, status, booking_no, carrier_id, contract_no, vessel, voyage, cy_cutoff, cfs_cutoff, doc_cutoff,
      vgm_cutoff, so_released, so_release_date, created_by, updated_by, created_at, updated_at)
    select j.id,
           case j.job_status when 'OPEN' then 'REQUESTED' when 'CANCELLED' then 'CANCELLED' else 'CONFIRMED' end,
           case when j.job_status = 'OPEN' then ''
                else coalesce(c.scac, 'BK') || lpad((j.id::bigint * 48271 % 100000000)::text, 8, '0') end,
           j.carrier_id,
           case when j.id % 3 = 0 then 'SC' || (24000 + j.id % 900)::text else '' end,
           j.vessel, j.voyage,
           j.etd - 2 + time '12:00', case when j.job_mode = 'CONSOL' then j.etd - 3 + time '16:00' end,
           j.etd - 3 + time '17:00', j.etd - 2 + time '10:00',
           j.job_status not in ('OPEN', 'CANCELLED'),
           case when j.job_status not in ('OPEN', 'CANCELLED') then least(j.operation_at::date + 2, j.etd - 4) end,
           'demo', 'demo', j.operation_at, j.operation_at
    from jobs j left join carriers c on c.id = j.carrier_id
    where j.created_by = 'demo' and j.job_type = 'OE' and j.job_mode in ('FCL', 'CONSOL', 'BULK')
    on conflict (job_id) do nothing`);
  await db.execute(sql`
    insert into job_booking_requests (booking_id, line_no, container_type, quantity)
    select b.id, 1, split_part(j.container_type_qty, 'x', 2), split_part(j.container_type_qty, 'x', 1)::int
    from job_bookings b join jobs j on j.id = b.job_id
    where j.created_by = 'demo' and j.container_type_qty <> ''
    on conflict do nothing`);
}

/** What the demo shippers send, with its WCO HS subheading. */
const DEMO_GOODS: readonly (readonly [hsCode: string, name: string, unit: string, price: string])[] = [
  ['940360', 'WOODEN FURNITURE', 'SETS', '86.50'],
  ['940542', 'LED LIGHTING FIXTURES', 'PCS', '12.80'],
  ['620342', "MEN'S COTTON TROUSERS", 'PCS', '6.40'],
  ['870899', 'AUTO PARTS', 'PCS', '23.10'],
  ['830241', 'DOOR HARDWARE', 'PCS', '3.75'],
  ['950300', 'PLASTIC TOYS', 'PCS', '4.20'],
  ['851762', 'NETWORK SWITCHES', 'PCS', '48.00'],
  ['691110', 'PORCELAIN TABLEWARE', 'SETS', '15.60'],
];

const goodsValues = sql.join(
  DEMO_GOODS.map(
    ([hs, name, unit, price], i) => sql`(${i}::int, ${hs}::text, ${name}::text, ${unit}::text, ${price}::numeric)`,
  ),
  sql`, `,
);

/**
 * One or two goods lines on each job that carries its own cargo (a master's is on its sub-jobs):
 * the job's packages, weight and volume shared out, priced in US dollars.
 */
async function insertDemoGoods(db: DbOrTx) {
  await db.execute(sql`
    insert into job_goods (
      job_id, line_no, item_no, hs_code, name, unit, price, qty, amount, currency, net_weight_kg, pieces,
      package_type, gross_weight_kg, volume_cbm, marks)
    select j.id, k, 'ITEM-' || lpad(((j.id * 7 + k) % 10000)::text, 4, '0'), g.hs, g.name, g.unit, g.price,
           q.qty, round(g.price * q.qty, 2), 'USD', round(j.weight_kg / l.lines * 0.92, 2), j.packages / l.lines,
           j.package_type, round(j.weight_kg / l.lines, 2), round(j.volume_cbm / l.lines, 3), 'N/M'
    from jobs j
    cross join lateral (select 1 + j.id % 2 as lines) l
    cross join lateral generate_series(1, l.lines) k
    join (values ${goodsValues}) as g(i, hs, name, unit, price) on g.i = (j.id + k) % ${DEMO_GOODS.length}::int
    cross join lateral (select (j.packages / l.lines * (6 + j.id % 20))::numeric as qty) q
    where j.created_by = 'demo' and j.job_mode <> 'CONSOL' and j.packages is not null`);
}
