import { type DbOrTx, sql } from '../db/client';
import { advanceDemoCounters, insertDemoNumberRule, MOVEMENT_OFFICES } from './demo-number-rules';

/**
 * How the demo cargo moves (issue 19), so that the warehouse lists, the booking desk and the import
 * control board are alive after `npm start`: warehouse-in number rules, the import jobs about to
 * arrive or arrived spread over the board's stages with last free dates around today, their LCL
 * cargo (and the export LCL cargo waiting to be loaded) in the warehouse, and carrier bookings in
 * every state. Run once, after the demo jobs and their cargo (seed/jobs.ts).
 */
export async function insertDemoMovement(db: DbOrTx) {
  await insertDemoNumberRule(db, { kind: 'WHI', after: { OE: 'WE', OI: 'WI' }, offices: MOVEMENT_OFFICES });
  await stageImportJobs(db, 'demo');
  await insertDemoWarehouse(db);
  await advanceDemoCounters(
    db,
    'WHI',
    sql`select warehouse_in_no as no, office_code, job_type from warehouse_entries where created_by = 'demo'`,
  );
  await insertDemoBookingStates(db);
}

/**
 * Import jobs of `createdBy` (the demo's, or the benchmark's million) at the control board's
 * stages: those arrived in the last week reach a stage each (1 arrival notice … 7 delivered), those
 * arriving within six days have had their arrival notice or documents, the completed ones were
 * delivered four days after arrival; every date as it would have been written, never after today.
 * Free time ends five days after the ETA; a third of the jobs in flight have a first container with
 * an earlier one of its own, and a second container with a longer one.
 */
export async function stageImportJobs(db: DbOrTx, createdBy: string) {
  await db.execute(sql`
    with staged as (
      select id, eta,
             case when job_status = 'COMPLETED' then 7 when job_status = 'ARRIVED' then 1 + id % 7 else 1 + id % 2 end
               as stage
      from jobs
      where created_by = ${createdBy} and job_type = 'OI' and (
        job_status = 'COMPLETED'
        or (job_status = 'ARRIVED' and eta >= current_date - 7)
        or (job_status = 'DEPARTED' and eta <= current_date + 6)))
    update jobs j set
      arrival_notice_date = least(s.eta - 3, current_date),
      document_turnover_date = case when s.stage >= 2 then least(s.eta - 1, current_date) end,
      customs_entry_date = case when s.stage >= 3 then least(s.eta, current_date) end,
      customs_release_date = case when s.stage >= 4 then least(s.eta + 1, current_date) end,
      cargo_available_date = case when s.stage >= 5 then least(s.eta + 2, current_date) end,
      delivery_scheduled_at = case when s.stage >= 6 then least(s.eta + 3, current_date + 1) + time '10:00' end,
      cargo_delivered_date = case when s.stage = 7 then least(s.eta + 4, current_date) end,
      last_free_date = s.eta + 5
    from staged s where j.id = s.id`);
  await db.execute(sql`
    update job_containers c
    set last_free_date = case when c.line_no = 1 then j.last_free_date - 2 else j.last_free_date + 3 end
    from jobs j
    where j.id = c.job_id and j.created_by = ${createdBy} and j.import_stage between 1 and 6 and j.id % 3 = 0
      and c.line_no <= 2`);
}

/**
 * Import LCL cargo devanned at the warehouse the day after arrival (released and allowed out as its
 * job's stage says, out once delivered, half out when its delivery is scheduled), and export LCL
 * cargo received before loading (in stock while the job waits, out once it sailed). Numbered as
 * the warehouse-in rules would have, per office, type and month.
 */
async function insertDemoWarehouse(db: DbOrTx) {
  await db.execute(sql`
    with
      warehouses as (select array_agg(id order by id) as ids from parties where 'WAREHOUSE' = any(roles)),
      cargo as (
        select j.id, j.office_code, j.job_type, j.packages, j.weight_kg, j.volume_cbm, j.import_stage as stage,
               least(case when j.job_type = 'OI' then j.eta + 1 + time '09:00' else j.etd - 3 + time '14:00' end,
                     now()) as in_at,
               case when j.job_type = 'OI' then j.import_stage >= 4 else j.job_status = 'DEPARTED' end as released,
               case when j.job_type = 'OI' then j.import_stage >= 5 else j.job_status = 'DEPARTED' end as allow_out
        from jobs j
        where j.created_by = 'demo' and j.job_mode = 'LCL' and j.packages > 0 and (
          (j.job_type = 'OI' and j.import_stage >= 2)
          or (j.job_type = 'OE' and j.job_status = 'CONFIRMED' and j.etd <= current_date + 10)
          or (j.job_type = 'OE' and j.job_status = 'DEPARTED' and j.etd >= current_date - 10)))
    insert into warehouse_entries (
      job_id, office_code, job_type, warehouse_in_no, warehouse_id, contact, devanning_bill_no, packages,
      weight_kg, volume_cbm, marks, in_at, position, damage_count, customs_inspection, customs_released,
      allow_out, lading_company, created_by, updated_by, created_at, updated_at)
    select c.id, c.office_code, c.job_type,
           c.office_code || case c.job_type when 'OI' then 'WI' else 'WE' end || to_char(c.in_at, 'YYMM')
             || lpad((row_number() over (partition by c.office_code, c.job_type, to_char(c.in_at, 'YYYYMM')
                                         order by c.in_at, c.id))::text, 4, '0'),
           w.ids[1 + c.id % cardinality(w.ids)], 'Warehouse desk',
           case when c.job_type = 'OI' then 'DV' || lpad((c.id * 37 % 1000000)::text, 6, '0') else '' end,
           c.packages, c.weight_kg, c.volume_cbm, 'N/M', c.in_at,
           chr(65 + c.id % 6) || '-' || (1 + c.id % 12)::text || '-' || (1 + c.id % 4)::text,
           case when c.id % 11 = 0 then 1 else 0 end, c.id % 9 = 0, c.released, c.allow_out,
           case when c.stage >= 6 then 'Shunfeng Logistics' else '' end,
           'demo', 'demo', c.in_at, c.in_at
    from cargo c cross join warehouses w
    where cardinality(w.ids) > 0`);
  // What went out: everything of a delivered import or a sailed export, half of a scheduled delivery.
  await db.execute(sql`
    insert into warehouse_releases (entry_id, packages, weight_kg, volume_cbm, out_at, remark, created_by, created_at)
    select e.id, o.packages,
           case when o.packages = e.packages then e.weight_kg else round(e.weight_kg * o.packages / e.packages, 4) end,
           case when o.packages = e.packages then e.volume_cbm else round(e.volume_cbm * o.packages / e.packages, 4) end,
           o.out_at, '', 'demo', o.out_at
    from warehouse_entries e
    join jobs j on j.id = e.job_id
    cross join lateral (
      select case when j.import_stage = 7 or j.job_type = 'OE' then e.packages else e.packages / 2 end as packages,
             least(case when j.job_type = 'OE' then j.etd - 1 + time '08:00'
                        else coalesce(j.cargo_delivered_date, current_date) + time '08:00' end, now()) as out_at) o
    where e.created_by = 'demo' and e.allow_out and o.packages > 0
      and (j.job_type = 'OE' or j.import_stage = 7 or (j.import_stage = 6 and j.id % 2 = 0))`);
  await db.execute(sql`
    update warehouse_entries e
    set out_packages = r.packages, out_weight_kg = r.weight_kg, out_volume_cbm = r.volume_cbm,
        last_out_at = r.last_out_at, outbound_confirmed = r.packages = e.packages
    from (select entry_id, sum(packages)::int as packages, coalesce(sum(weight_kg), 0) as weight_kg,
                 coalesce(sum(volume_cbm), 0) as volume_cbm, max(out_at) as last_out_at
          from warehouse_releases group by entry_id) r
    where e.id = r.entry_id and e.created_by = 'demo'`);
}

/**
 * Bookings in every state: a quarter of the exports still open was turned down by the carrier, and
 * the import FCL jobs booked at origin (the buyer's FOB shipments) wait for, or have, the carrier's
 * answer, with their cut-offs before the ETD (the nearest within two days, or just past).
 */
async function insertDemoBookingStates(db: DbOrTx) {
  await db.execute(sql`
    update job_bookings b set status = 'REJECTED', remark = 'No space on this sailing'
    from jobs j
    where j.id = b.job_id and j.created_by = 'demo' and j.job_status = 'OPEN' and j.id % 4 = 0`);
  await db.execute(sql`
    insert into job_bookings (
      job_id, status, booking_no, carrier_id, vessel, voyage, cy_cutoff, doc_cutoff, vgm_cutoff,
      so_released, so_release_date, remark, created_by, updated_by, created_at, updated_at)
    select j.id,
           case when j.job_status = 'CONFIRMED' then 'CONFIRMED' when j.id % 3 = 0 then 'REJECTED' else 'REQUESTED' end,
           case when j.job_status = 'CONFIRMED'
                then coalesce(c.scac, 'BK') || lpad((j.id::bigint * 48271 % 100000000)::text, 8, '0') else '' end,
           j.carrier_id, j.vessel, j.voyage,
           j.etd - 2 + time '12:00', j.etd - 3 + time '17:00', j.etd - 2 + time '10:00',
           j.job_status = 'CONFIRMED',
           case when j.job_status = 'CONFIRMED' then least(j.operation_at::date + 2, j.etd - 4) end,
           case when j.job_status <> 'CONFIRMED' and j.id % 3 = 0 then 'No space on this sailing' else '' end,
           'demo', 'demo', j.operation_at, j.operation_at
    from jobs j left join carriers c on c.id = j.carrier_id
    where j.created_by = 'demo' and j.job_type = 'OI' and j.job_mode = 'FCL' and j.job_status in ('OPEN', 'CONFIRMED')
    on conflict (job_id) do nothing`);
}
