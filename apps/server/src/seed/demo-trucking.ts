import { type DbOrTx, sql } from '../db/client';
import { advanceDemoCounters, insertDemoNumberRule } from './demo-number-rules';

/** Trucking orders per demo office and job type: the trucking lists and tabs have work at every stage. */
const PER_OFFICE_AND_TYPE = 60;

/**
 * The trucking of the demo jobs (issue 19): a TRK number rule for each office and job type, then
 * FCL orders for numbered containers of recent jobs — pick-ups of exports, deliveries of imports —
 * and CFS orders for LCL jobs' loose cargo, spread over the entrustment states with the history
 * that brought them there, every tenth export order united with the next job's containers, a
 * booked appointment on those entrusted or beyond, and the import jobs' delivery stages set from
 * their orders.
 */
export async function insertDemoTrucking(db: DbOrTx) {
  await insertDemoNumberRule(db, { kind: 'TRK', lead: 'TK', after: { OE: '1', OI: '2' } });
  await db.execute(sql`
    with picked as (
      select j.id, j.job_type, j.office_code, j.consignee_id, j.operation_at, j.eta, j.etd,
             row_number() over (partition by j.office_code, j.job_type order by j.id desc) as n
      from jobs j
      where j.created_by = 'demo' and exists (select 1 from job_containers c where c.job_id = j.id and c.container_no <> '')),
    trucker as (
      select distinct on (p.office_code) p.office_code, p.id from parties p
      where 'TRUCKER' = any(p.roles) order by p.office_code, p.id)
    insert into trucking_orders (office_code, job_type, job_id, trucking_no, kind, direction, united, status, status_at,
                                 trucker_id, trucking_date, consignee_id, vehicle_type, appointment_no, appointment_at,
                                 cargo_location, cy_return, free_date, delivered_at, created_by, updated_by)
    select p.office_code, p.job_type, p.id,
           'TK' || p.office_code || case p.job_type when 'OE' then '1' else '2' end || to_char(p.operation_at, 'YYMM')
             || lpad(row_number() over (partition by p.office_code, p.job_type, to_char(p.operation_at, 'YYMM') order by p.id)::text, 4, '0'),
           'FCL', case p.job_type when 'OE' then 'PICKUP' else 'DELIVERY' end,
           p.job_type = 'OE' and p.n % 10 = 0,
           (array['NOT_ENTRUSTED', 'ENTRUSTED', 'DEPARTED', 'ARRIVED', 'PICKED_UP', 'CANCELLED'])[p.n % 6 + 1],
           least(now(), p.operation_at + interval '2 days'),
           t.id, (coalesce(p.etd, p.eta, p.operation_at::date) - 3), p.consignee_id,
           case p.n % 3 when 0 then 'TRACTOR20' else 'TRACTOR40' end,
           case when p.n % 6 between 1 and 4 then 'APT' || lpad(p.id::text, 8, '0') else '' end,
           case when p.n % 6 between 1 and 4 then (coalesce(p.etd, p.eta, p.operation_at::date) - 3) + time '09:30' end,
           case p.job_type when 'OE' then 'Shipper''s factory gate 2' else 'Container terminal' end,
           case p.job_type when 'OI' then 'Terminal empty depot' else '' end,
           case p.job_type when 'OI' then coalesce(p.eta, p.operation_at::date) + 7 end,
           case when p.job_type = 'OI' and p.n % 6 = 4 then (coalesce(p.eta, p.operation_at::date) + 2) + time '15:00' end,
           'demo', 'demo'
    from picked p join trucker t on t.office_code = p.office_code
    where p.n <= ${PER_OFFICE_AND_TYPE} and not (p.job_type = 'OE' and p.n % 10 = 9)`);
  // CFS orders for recent LCL jobs: their loose cargo to the warehouse (exports) or from it (imports),
  // numbered after the month's FCL orders.
  await db.execute(sql`
    with picked as (
      select j.id, j.job_type, j.office_code, j.consignee_id, j.operation_at, j.eta, j.etd, j.packages, j.weight_kg, j.volume_cbm,
             row_number() over (partition by j.office_code, j.job_type order by j.id desc) as n
      from jobs j where j.created_by = 'demo' and j.job_mode = 'LCL'),
    party as (
      select distinct on (p.office_code, r.role) p.office_code, r.role, p.id from parties p
      cross join (values ('TRUCKER'), ('WAREHOUSE')) as r(role)
      where r.role = any(p.roles) order by p.office_code, r.role, p.id)
    insert into trucking_orders (office_code, job_type, job_id, trucking_no, kind, direction, status, status_at, trucker_id,
                                 trucking_date, consignee_id, vehicle_type, packages, weight_kg, volume_cbm, warehouse_id,
                                 cargo_location, created_by, updated_by)
    select p.office_code, p.job_type, p.id,
           'TK' || p.office_code || case p.job_type when 'OE' then '1' else '2' end || to_char(p.operation_at, 'YYMM')
             || lpad((500 + row_number() over (partition by p.office_code, p.job_type, to_char(p.operation_at, 'YYMM') order by p.id))::text, 4, '0'),
           'CFS', case p.job_type when 'OE' then 'PICKUP' else 'DELIVERY' end,
           (array['NOT_ENTRUSTED', 'ENTRUSTED', 'DEPARTED', 'ARRIVED', 'PICKED_UP'])[p.n % 5 + 1],
           least(now(), p.operation_at + interval '2 days'), t.id, (coalesce(p.etd, p.eta, p.operation_at::date) - 2), p.consignee_id,
           case p.n % 2 when 0 then 'BOX5T' else 'BOX10T' end, p.packages, p.weight_kg, p.volume_cbm, w.id,
           case p.job_type when 'OE' then 'Shipper''s warehouse' else 'CFS warehouse' end, 'demo', 'demo'
    from picked p
    join party t on t.office_code = p.office_code and t.role = 'TRUCKER'
    join party w on w.office_code = p.office_code and w.role = 'WAREHOUSE'
    where p.n <= 20`);
  // Each FCL order's own job's containers; a united order also the next job's (which has no order of
  // its own). Joined by job id: a demo database may sit beside a million bench jobs.
  await db.execute(sql`
    with carried as (
      select o.id as order_id, o.direction, o.status, o.job_id from trucking_orders o
      where o.created_by = 'demo' and o.kind = 'FCL'
      union all
      select o.id, o.direction, o.status, nxt.id from trucking_orders o
      cross join lateral (
        select j.id from jobs j
        where j.id > o.job_id and j.office_code = o.office_code and j.job_type = o.job_type and j.created_by = 'demo'
          and exists (select 1 from job_containers c where c.job_id = j.id and c.container_no <> '')
        order by j.id limit 1) nxt
      where o.created_by = 'demo' and o.united)
    insert into trucking_order_containers (order_id, job_id, line_no, container_no, direction, active)
    select k.order_id, c.job_id, row_number() over (partition by k.order_id order by c.job_id, c.line_no),
           c.container_no, k.direction, k.status <> 'CANCELLED'
    from carried k join job_containers c on c.job_id = k.job_id and c.container_no <> ''
    where not exists (select 1 from trucking_order_containers x where x.job_id = c.job_id and x.container_no = c.container_no)`);
  await db.execute(sql`
    insert into trucking_status_changes (order_id, from_status, to_status, changed_by, changed_at)
    select o.id, s.from_status, s.to_status, 'demo', o.status_at - ((case o.status when 'ENTRUSTED' then 1 when 'DEPARTED' then 2 when 'ARRIVED' then 3
             when 'PICKED_UP' then 4 else s.rank end) - s.rank) * interval '1 day'
    from trucking_orders o
    cross join lateral (values
      ('NOT_ENTRUSTED', 'ENTRUSTED', 1), ('ENTRUSTED', 'DEPARTED', 2), ('DEPARTED', 'ARRIVED', 3),
      ('ARRIVED', 'PICKED_UP', 4), ('NOT_ENTRUSTED', 'CANCELLED', 9)) as s(from_status, to_status, rank)
    where o.created_by = 'demo' and case o.status
      when 'ENTRUSTED' then s.rank = 1 when 'DEPARTED' then s.rank <= 2 when 'ARRIVED' then s.rank <= 3
      when 'PICKED_UP' then s.rank <= 4 when 'CANCELLED' then s.rank = 9 else false end`);
  await db.execute(sql`
    insert into trucking_appointments (order_id, booking_id, contact, phone, type, estimated_at, cargo_ready, status,
                                       confirmed_at, created_by, updated_by)
    select o.id, o.appointment_no, 'Wang Qiang', '1381234' || lpad((o.id % 10000)::text, 4, '0'), o.direction,
           o.appointment_at, o.status <> 'ENTRUSTED', case when o.status = 'ENTRUSTED' then 'REQUESTED' else 'CONFIRMED' end,
           case when o.status <> 'ENTRUSTED' then o.appointment_at - interval '1 day' end, 'demo', 'demo'
    from trucking_orders o where o.created_by = 'demo' and o.appointment_no <> ''`);
  await advanceDemoCounters(
    db,
    'TRK',
    sql`select trucking_no as no, office_code, job_type from trucking_orders where created_by = 'demo'`,
  );
  // Only jobs whose containers' free time runs: the control board shows a delivery beside its clock.
  await db.execute(sql`
    update jobs j set delivery_scheduled_at = o.appointment_at,
                      cargo_delivered_date = (o.delivered_at at time zone 'Asia/Shanghai')::date
    from trucking_orders o
    where o.job_id = j.id and o.created_by = 'demo' and o.job_type = 'OI' and o.status <> 'CANCELLED'
      and j.free_date_due is not null`);
}
