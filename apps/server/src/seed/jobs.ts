import { eq } from 'drizzle-orm';
import { type DbOrTx, sql } from '../db/client';
import { appMeta } from '../db/schema';

const DEMO_JOBS = 'demoJobs';
/** Jobs per office and job type: 4 offices × 2 types × 400 = 3,200 demo jobs. */
const PER_OFFICE_AND_TYPE = 400;

/** Each office's home ports, and the ports abroad its lanes serve (real UN/LOCODEs). */
const HOME_PORTS = { SHA: ['CNSHA'], NGB: ['CNNGB'], SZX: ['CNYTN', 'CNSHK'], HKG: ['HKHKG'] };
const FOREIGN_PORTS = [
  'USLAX',
  'USLGB',
  'USNYC',
  'USSAV',
  'DEHAM',
  'NLRTM',
  'GBFXT',
  'BEANR',
  'SGSIN',
  'AUSYD',
  'AEJEA',
  'BRSSZ',
  'CAVAN',
  'JPTYO',
  'KRPUS',
];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * A few thousand demo jobs across both job types, every mode and the four demo offices (issue 5),
 * written in one set-based statement (architecture: Database; a row-by-row insert of these takes
 * seconds). Dates run from four months back to a few weeks ahead, and each job's status follows
 * them (sailed once its ETD is past, arrived at its ETA, completed a week later).
 *
 * Job numbers follow the demo job-number rules (office + type + YYMM + 4 digits, counted per month
 * in the order the jobs were opened), and the rules' counters are then advanced past them, so a job
 * saved later continues the sequence instead of colliding. Idempotent: recorded in app_meta, run
 * once per database, also on a database initialised before the demo jobs existed.
 */
export async function seedDemoJobs(db: DbOrTx) {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_JOBS));
  if (done.length > 0) return;
  const homes = Object.entries(HOME_PORTS).map(([office, ports]) => sql`(${office}, ${textArray(ports)})`);
  await db.execute(sql`
    with
      listed(office_code, ports) as (values ${sql.join(homes, sql`, `)}),
      home as (select l.office_code, array(select c from unnest(l.ports) c join ports p on p.port_code = c) as ports
               from listed l join offices o on o.office_code = l.office_code),
      foreign_ports as (select array_agg(port_code order by port_code) as codes from ports
                        where port_code = any(${textArray(FOREIGN_PORTS)})),
      role_ids as (
        select r.role, array_agg(p.id order by p.id) as ids
        from unnest(array['CUSTOMER', 'SHIPPER', 'CONSIGNEE', 'NOTIFY', 'OVERSEAS_AGENT', 'SALES_AGENT']) as r(role)
        join parties p on r.role = any(p.roles)
        group by r.role),
      pick as (
        select
          (select ids from role_ids where role = 'CUSTOMER') as customers,
          (select ids from role_ids where role = 'SHIPPER') as shippers,
          (select ids from role_ids where role = 'CONSIGNEE') as consignees,
          (select ids from role_ids where role = 'NOTIFY') as notifies,
          (select ids from role_ids where role = 'OVERSEAS_AGENT') as agents,
          (select ids from role_ids where role = 'SALES_AGENT') as sales_agents,
          (select array_agg(id order by scac) from carriers where not blacklisted) as carrier_ids,
          (select array_agg(scac order by scac) from carriers where not blacklisted) as scacs,
          (select array_agg(vessel_name order by vessel_name) from vessels) as vessel_names,
          (select array_agg(id order by account) from users where account in ('op01', 'hk.ops', 'cs01', 'admin')) as operators,
          (select array_agg(id order by account) from users where account in ('sales01', 'admin')) as sellers,
          (select codes from foreign_ports) as abroad),
      seq as (
        select h.office_code, h.ports as home_ports, t.job_type, n,
               -- a spread that looks random but is the same on every database
               (n * 7919 + ascii(h.office_code) * 31 + ascii(t.job_type) * 17) as r
        from home h
        cross join (values ('OE'), ('OI')) as t(job_type)
        cross join generate_series(1, ${PER_OFFICE_AND_TYPE}) as n),
      planned as (
        select s.*, p.*,
          now() - make_interval(days => 120) + make_interval(mins => s.n * 172000 / ${PER_OFFICE_AND_TYPE} + s.r % 300) as opened,
          case when s.r % 20 < 11 then 'FCL' when s.r % 20 < 15 then 'LCL' when s.r % 20 < 17 then 'HBL'
               when s.r % 20 < 19 then 'CONSOL' else 'BULK' end as mode,
          5 + s.r % 21 as days_to_etd,
          12 + (s.r / 7) % 24 as days_at_sea
        from seq s cross join pick p),
      dated as (
        select pl.*, (pl.opened::date + pl.days_to_etd) as etd, (pl.opened::date + pl.days_to_etd + pl.days_at_sea) as eta,
          pl.home_ports[1 + pl.r % cardinality(pl.home_ports)] as home_port,
          pl.abroad[1 + (pl.r / 3) % cardinality(pl.abroad)] as abroad_port,
          1 + (pl.r / 11) % cardinality(pl.carrier_ids) as carrier_at
        from planned pl),
      statused as (
        select d.*,
          case when d.r % 50 = 0 then 'CANCELLED'
               when d.eta + 7 < current_date then 'COMPLETED'
               when d.eta <= current_date then 'ARRIVED'
               when d.etd <= current_date then 'DEPARTED'
               when d.opened < now() - interval '3 days' then 'CONFIRMED'
               else 'OPEN' end as status
        from dated d)
    insert into jobs (
      job_no, job_type, job_mode, office_code, job_status, customer_id, shipper_id, consignee_id, notify_id,
      sales_agent_id, overseas_agent_id, carrier_id, vessel, voyage, pol, pod, etd, eta, atd, ata,
      operator_id, sales_id, mbl_no, hbl_no, client_ref_no, packages, package_type, weight_kg, volume_cbm,
      container_type_qty, cargo_type, invoice_status, packing_date, gate_in_date, review_date,
      operation_at, created_at, updated_at, created_by, updated_by)
    select
      st.office_code || st.job_type || to_char(st.opened, 'YYMM')
        || lpad((row_number() over (partition by st.office_code, st.job_type, to_char(st.opened, 'YYYYMM') order by st.opened, st.n))::text, 4, '0'),
      st.job_type, st.mode, st.office_code, st.status,
      st.customers[1 + st.r % cardinality(st.customers)],
      st.shippers[1 + (st.r / 5) % cardinality(st.shippers)],
      st.consignees[1 + (st.r / 13) % cardinality(st.consignees)],
      st.notifies[1 + (st.r / 17) % cardinality(st.notifies)],
      st.sales_agents[1 + (st.r / 19) % cardinality(st.sales_agents)],
      st.agents[1 + (st.r / 23) % cardinality(st.agents)],
      st.carrier_ids[st.carrier_at],
      st.vessel_names[1 + (st.r / 29) % cardinality(st.vessel_names)],
      lpad((10 + st.r % 89)::text, 3, '0') || case st.job_type when 'OE' then 'E' else 'W' end,
      case st.job_type when 'OE' then st.home_port else st.abroad_port end,
      case st.job_type when 'OE' then st.abroad_port else st.home_port end,
      st.etd, st.eta,
      case when st.status in ('DEPARTED', 'ARRIVED', 'COMPLETED') then st.etd end,
      case when st.status in ('ARRIVED', 'COMPLETED') then st.eta end,
      st.operators[1 + st.r % cardinality(st.operators)],
      st.sellers[1 + (st.r / 3) % cardinality(st.sellers)],
      case when st.mode = 'LCL' and st.r % 3 = 0 then ''
           else st.scacs[st.carrier_at] || lpad((st.r::bigint * 104729 % 1000000000)::text, 10, '0') end,
      case when st.mode in ('LCL', 'HBL', 'CONSOL') then st.office_code || 'H' || lpad((st.r::bigint * 7 % 10000000)::text, 8, '0') else '' end,
      case when st.r % 4 = 0 then 'PO-' || (20000 + st.r % 70000)::text else '' end,
      case when st.mode = 'BULK' then 1 + st.r % 3 else 20 + st.r % 1200 end,
      case when st.mode = 'BULK' then 'PKGS' when st.r % 3 = 0 then 'PLTS' else 'CTNS' end,
      round((800 + (st.r * 37) % 24000)::numeric + (st.r % 100) / 100.0, 2),
      round((2 + (st.r * 13) % 66)::numeric + (st.r % 1000) / 1000.0, 3),
      case when st.mode in ('FCL', 'CONSOL') then (1 + st.r % 3)::text || 'x' ||
           (array['40HQ', '20GP', '40GP', '40HQ', '45HQ'])[1 + (st.r / 7) % 5] else '' end,
      case when st.r % 15 = 0 then 'FROZEN' else 'GENERAL' end,
      case when st.status = 'COMPLETED' then (case when st.r % 4 = 0 then 'PART_BILLED' else 'BILLED' end)
           when st.status in ('DEPARTED', 'ARRIVED') then (case when st.r % 3 = 0 then 'PART_BILLED' else 'UNBILLED' end)
           else 'NO_CHARGES' end,
      case when st.mode in ('FCL', 'CONSOL') and st.job_type = 'OE' then st.etd - 4 end,
      case when st.mode in ('FCL', 'CONSOL') and st.job_type = 'OE' then st.etd - 2 end,
      case when st.status = 'COMPLETED' then st.eta + 10 end,
      st.opened, st.opened, st.opened, 'demo', 'demo'
    from statused st
    where cardinality(st.home_ports) > 0 and cardinality(st.customers) > 0 and cardinality(st.abroad) > 0
    on conflict (job_no) do nothing`);
  await advanceJobNumberCounters(db);
  await db.insert(appMeta).values({ key: DEMO_JOBS, value: String(PER_OFFICE_AND_TYPE * 8) });
}

/** The rules' counters moved past every job number already given, per office, type and month. */
async function advanceJobNumberCounters(db: DbOrTx) {
  await db.execute(sql`
    insert into job_number_counters (rule_id, period, last_seq)
    select r.id, to_char(j.operation_at, 'YYYYMM'), max(right(j.job_no, 4)::int)
    from jobs j
    join offices o on o.office_code = j.office_code
    join job_number_rules r on r.office_id = o.id and r.job_type = j.job_type
    where j.created_by = 'demo' and r.reset_period = 'MONTHLY'
    group by r.id, to_char(j.operation_at, 'YYYYMM')
    on conflict (rule_id, period) do update set last_seq = greatest(job_number_counters.last_seq, excluded.last_seq)`);
}
