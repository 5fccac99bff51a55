import { letterValue } from '@apex/shared/jobs';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

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

interface JobGeneration {
  /** Jobs per office and job type (four offices, two types). */
  perOfficeAndType: number;
  /** The jobs are opened evenly over this many days up to today; dates and statuses follow. */
  spanDays: number;
  /** Marks the generated rows (created_by), so their parts are generated for them alone. */
  createdBy: string;
  /** Put before every job no, so that a second generation cannot take the first one's numbers. */
  jobNoPrefix?: string;
}

/**
 * Realistic jobs across both job types, every mode and the four demo offices, written in one
 * set-based statement (architecture: Database): the demo data, and the million jobs of the list
 * benchmark. The parties, carriers, vessels, ports and people are the demo master data's.
 *
 * Each job's dates run from its opening, and its status follows them (sailed once its ETD is past,
 * arrived at its ETA, completed a week later). Job numbers follow the demo job-number rules (office +
 * type + YYMM + 4 digits, counted per month in the order the jobs were opened). The spread looks
 * random but is the same on every database.
 */
export async function insertGeneratedJobs(
  db: DbOrTx,
  { perOfficeAndType, spanDays, createdBy, jobNoPrefix = '' }: JobGeneration,
) {
  // Less than the whole span, so that the last job is opened before now.
  const spanMinutes = spanDays * 1440 - 800;
  const homes = Object.entries(HOME_PORTS).map(([office, ports]) => sql`(${office}, ${textArray(ports)})`);
  await db.execute(sql`
    with
      listed(office_code, ports) as (values ${sql.join(homes, sql`, `)}),
      home as (select l.office_code, array(select c from unnest(l.ports) c join ports p on p.port_code = c) as ports
               from listed l join offices o on o.office_code = l.office_code),
      foreign_ports as (select array_agg(port_code order by port_code) as codes from ports
                        where port_code = any(${textArray(FOREIGN_PORTS)})),
      -- A party is at home when it has an address in China or Hong Kong.
      role_ids as (
        select r.role, h.home, array_agg(p.id order by p.id) as ids
        from unnest(array['CUSTOMER', 'SHIPPER', 'CONSIGNEE', 'NOTIFY', 'OVERSEAS_AGENT', 'SALES_AGENT']) as r(role)
        join parties p on r.role = any(p.roles)
        cross join lateral (select coalesce(bool_or(a.country_code in ('CN', 'HK')), false) as home
                            from party_addresses a where a.party_id = p.id) h
        group by r.role, h.home),
      -- An export ships from a shipper at home to a consignee abroad, an import the other way;
      -- the customer is at home either way.
      pick as (
        select t.pick_type,
          (select ids from role_ids where role = 'CUSTOMER' and home) as customers,
          (select ids from role_ids where role = 'SHIPPER' and home = (t.pick_type = 'OE')) as shippers,
          (select ids from role_ids where role = 'CONSIGNEE' and home = (t.pick_type = 'OI')) as consignees,
          (select ids from role_ids where role = 'NOTIFY' and home = (t.pick_type = 'OI')) as notifies,
          (select ids from role_ids where role = 'OVERSEAS_AGENT' and not home) as agents,
          (select ids from role_ids where role = 'SALES_AGENT' and home) as sales_agents,
          (select array_agg(id order by scac) from carriers where not blacklisted) as carrier_ids,
          (select array_agg(scac order by scac) from carriers where not blacklisted) as scacs,
          (select array_agg(vessel_name order by vessel_name) from vessels) as vessel_names,
          (select array_agg(id order by account) from users where account in ('op01', 'hk.ops', 'cs01', 'admin')) as operators,
          (select array_agg(id order by account) from users where account in ('sales01', 'admin')) as sellers,
          (select id from users where account = 'cs01') as customer_service,
          (select codes from foreign_ports) as abroad
        from (values ('OE'), ('OI')) as t(pick_type)),
      seq as (
        select h.office_code, h.ports as home_ports, t.job_type, n,
               -- a spread that looks random but is the same on every database
               (n * 7919 + ascii(h.office_code) * 31 + ascii(t.job_type) * 17) as r
        from home h
        cross join (values ('OE'), ('OI')) as t(job_type)
        cross join generate_series(1, ${perOfficeAndType}) as n),
      planned as (
        select s.*, p.*,
          now() - make_interval(days => ${spanDays})
            + make_interval(mins => (s.n::bigint * ${spanMinutes} / ${perOfficeAndType})::int + s.r % 300) as opened,
          case when s.r % 20 < 11 then 'FCL' when s.r % 20 < 15 then 'LCL' when s.r % 20 < 17 then 'HBL'
               when s.r % 20 < 19 then 'CONSOL' else 'BULK' end as mode,
          5 + s.r % 21 as days_to_etd,
          12 + (s.r / 7) % 24 as days_at_sea
        from seq s join pick p on p.pick_type = s.job_type),
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
      operator_id, sales_id, customer_service_id, mbl_no, hbl_no, client_ref_no, packages, package_type, weight_kg, volume_cbm,
      container_type_qty, cargo_type, invoice_status, packing_date, gate_in_date, review_date,
      operation_at, created_at, updated_at, created_by, updated_by)
    select
      ${jobNoPrefix} || st.office_code || st.job_type || to_char(st.opened, 'YYMM')
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
      -- Customer service follows every import and some exports ("where is my cargo").
      case when st.job_type = 'OI' or st.r % 3 = 0 then st.customer_service end,
      case when st.mode = 'LCL' and st.r % 3 = 0 then ''
           -- A B/L no of its own: offices and types that share a spread differ by the office's second
           -- letter and the type (one voyage per B/L at the carrier).
           else st.scacs[st.carrier_at] || lpad(((st.r::bigint * 104729 + ascii(substr(st.office_code, 2, 1)) * 1000003
             + case st.job_type when 'OI' then 500000 else 0 end) % 1000000000)::text, 10, '0') end,
      -- An export's house bill is the office's own; an import's was issued by the agent abroad.
      case when st.mode in ('LCL', 'HBL', 'CONSOL')
           then case st.job_type when 'OE' then st.office_code else 'AGT' end || 'H' || lpad((st.r::bigint * 7 % 10000000)::text, 8, '0')
           else '' end,
      case when st.r % 4 = 0 then 'PO-' || (20000 + st.r % 70000)::text else '' end,
      case when st.mode = 'BULK' then 1 + st.r % 3 else 20 + st.r % 1200 end,
      case when st.mode = 'BULK' then 'PKGS' when st.r % 3 = 0 then 'PLTS' else 'CTNS' end,
      round((800 + (st.r::bigint * 37) % 24000)::numeric + (st.r % 100) / 100.0, 2),
      round((2 + (st.r::bigint * 13) % 66)::numeric + (st.r % 1000) / 1000.0, 3),
      case when st.mode in ('FCL', 'CONSOL') then (1 + st.r % 3)::text || 'x' ||
           (array['40HQ', '20GP', '40GP', '40HQ', '45HQ'])[1 + (st.r / 7) % 5] else '' end,
      case when st.r % 15 = 0 then 'FROZEN' else 'GENERAL' end,
      case when st.status = 'COMPLETED' then (case when st.r % 4 = 0 then 'PART_BILLED' else 'BILLED' end)
           when st.status in ('DEPARTED', 'ARRIVED') then (case when st.r % 3 = 0 then 'PART_BILLED' else 'UNBILLED' end)
           else 'NO_CHARGES' end,
      case when st.mode in ('FCL', 'CONSOL') and st.job_type = 'OE' then st.etd - 4 end,
      case when st.mode in ('FCL', 'CONSOL') and st.job_type = 'OE' then st.etd - 2 end,
      case when st.status = 'COMPLETED' then st.eta + 10 end,
      st.opened, st.opened, st.opened, ${createdBy}, ${createdBy}
    from statused st
    where cardinality(st.home_ports) > 0 and cardinality(st.customers) > 0 and cardinality(st.shippers) > 0
      and cardinality(st.consignees) > 0 and cardinality(st.abroad) > 0
    on conflict (job_no) do nothing`);
}

/** Real container owner codes (BIC), each with the category letter U. */
const OWNER_CODES = ['MSCU', 'MAEU', 'CMAU', 'COSU', 'HLXU', 'OOLU', 'EGHU', 'ONEU'];
/** ISO 6346 letter values of A…Z (11, 22 and 33 skipped), for the check digit in SQL. */
const LETTER_VALUES = sql.raw(
  `array[${Array.from({ length: 26 }, (_, i) => letterValue(String.fromCharCode(65 + i))).join(', ')}]`,
);
const GOODS = ['FURNITURE', 'LED LIGHTING', 'TEXTILES', 'AUTO PARTS', 'HARDWARE', 'TOYS', 'ELECTRONICS', 'CERAMICS'];

/**
 * The parts of the generated jobs, set-based like them: the containers their container summary
 * names (FCL and consolidation jobs; numbers with a right ISO 6346 check digit, the job's weight,
 * packages and volume shared out) and one HB/L for each LCL and house-bill job, its parties and
 * cargo the job's. A house bill no already taken in the office leaves that job without one.
 */
export async function insertGeneratedParts(db: DbOrTx, createdBy: string) {
  await db.execute(sql`
    insert into job_containers (
      job_id, line_no, container_type, container_no, seal_no, tare_kg, gross_weight_kg, packages, volume_cbm,
      vgm_weight_kg, vgm_method, vgm_at, packing_date, gate_in_at, loading_status)
    select j.id, k, c.type, ten || (
             select sum(case when i <= 4 then (${LETTER_VALUES})[ascii(substr(ten, i, 1)) - 64]
                             else substr(ten, i, 1)::int end * (1 << (i - 1))) % 11 % 10
             from generate_series(1, 10) i)::text,
           'SL' || lpad(((j.id::bigint * 31 + k * 7) % 100000000)::text, 8, '0'),
           c.tare, round(j.weight_kg / c.count, 2), j.packages / c.count, round(j.volume_cbm / c.count, 3),
           round(j.weight_kg / c.count, 2) + c.tare, '1', j.etd - 3 + time '10:00',
           j.packing_date, j.gate_in_date + time '14:00',
           case when j.atd is not null then 'LOADED' else '' end
    from jobs j
    cross join lateral (
      select split_part(j.container_type_qty, 'x', 1)::int as count, split_part(j.container_type_qty, 'x', 2) as type,
             case split_part(j.container_type_qty, 'x', 2) when '20GP' then 2200 when '40GP' then 3750
                  when '45HQ' then 4800 else 3900 end as tare) c
    cross join lateral generate_series(1, c.count) k
    cross join lateral (
      select (${textArray(OWNER_CODES)})[1 + j.id % ${OWNER_CODES.length}]
        || lpad(((j.id::bigint * 7919 + k * 104729) % 1000000)::text, 6, '0') as ten) n
    where j.created_by = ${createdBy} and j.container_type_qty <> ''`);
  await db.execute(sql`
    insert into job_hbls (
      job_id, office_code, hbl_no, shipper_id, consignee_id, notify_id, packages, package_type, marks, goods_name,
      weight_kg, volume_cbm, chargeable_weight, sales_id, created_by, updated_by, created_at, updated_at)
    select j.id, j.office_code, j.hbl_no, j.shipper_id, j.consignee_id, j.notify_id, j.packages, j.package_type,
           'N/M', (${textArray(GOODS)})[1 + j.id % ${GOODS.length}],
           j.weight_kg, j.volume_cbm, round(greatest(j.weight_kg, j.volume_cbm / 0.006), 4), j.sales_id,
           j.created_by, j.created_by, j.operation_at, j.operation_at
    from jobs j
    where j.created_by = ${createdBy} and j.job_mode in ('LCL', 'HBL') and j.hbl_no <> ''
    on conflict (office_code, hbl_no) do nothing`);
}
