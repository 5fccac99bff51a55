import { type DbOrTx, sql } from '../db/client';
import { advanceDemoCounters, insertDemoNumberRule, MOVEMENT_OFFICES } from './demo-number-rules';

/** Rail entrusts per demo office and job type: the train tabs have work at every stage. */
const PER_OFFICE_AND_TYPE = 12;

/**
 * The rail of the demo jobs (issue 19): a RAIL number rule for each demo office and job type (the
 * railways are demo parties), and entrusts for recent jobs with numbered containers — sea-rail
 * exports from an inland station to the port of loading, imports from the port of discharge to an
 * inland station — spread over the entrustment states with the history that brought them there.
 */
export async function insertDemoRail(db: DbOrTx) {
  await insertDemoNumberRule(db, { kind: 'RAIL', after: { OE: 'RE', OI: 'RI' }, offices: MOVEMENT_OFFICES });
  await db.execute(sql`
    with picked as (
      select j.id, j.job_type, j.office_code, j.consignee_id, j.pol as pol_code, j.pod as pod_code, j.packages, j.weight_kg,
             least(j.operation_at::date + 1, current_date - 6) as entrusted_on,
             row_number() over (partition by j.office_code, j.job_type order by j.id desc) as n
      from jobs j
      where j.created_by = 'demo' and j.office_code in ('SHA', 'NGB', 'SZX', 'HKG')
        and exists (select 1 from job_containers c where c.job_id = j.id and c.container_no <> '')),
    railways as (select array_agg(id order by id) as ids from parties where 'RAILWAY' = any(roles))
    insert into rail_entrusts (job_id, entrust_no, carrier_id, consignee_id, weight_kg, packages, train_pol, train_pod,
                               container_belong, entrust_date, departure_date, arrival_date, remark, status, status_at,
                               created_by, updated_by, created_at, updated_at)
    select p.id,
           p.office_code || case p.job_type when 'OE' then 'RE' else 'RI' end || to_char(p.entrusted_on, 'YYMM')
             || lpad(row_number() over (partition by p.office_code, p.job_type, to_char(p.entrusted_on, 'YYMM')
                                        order by p.id)::text, 4, '0'),
           r.ids[1 + p.n % cardinality(r.ids)],
           case p.job_type when 'OI' then p.consignee_id end,
           p.weight_kg, p.packages,
           case p.job_type when 'OE' then (array['Xi''an Intl Port Station', 'Chengdu Qingbaijiang', 'Chongqing Tuanjiecun'])[p.n % 3 + 1]
                else coalesce(p.pod_code, '') end,
           case p.job_type when 'OE' then coalesce(p.pol_code, '')
                else (array['Zhengzhou Putian', 'Wuhan Wujiashan', 'Changsha North'])[p.n % 3 + 1] end,
           case when p.n % 4 = 0 then 'SHIPPER' else 'CARRIER' end,
           p.entrusted_on, p.entrusted_on + 2, p.entrusted_on + 5,
           case when p.n % 5 = 0 then 'Sea-rail through bill, reefer plug at the station' else '' end,
           (array['NOT_ENTRUSTED', 'ENTRUSTED', 'DEPARTED', 'ARRIVED', 'PICKED_UP', 'CANCELLED'])[p.n % 6 + 1],
           p.entrusted_on + (p.n % 6) * interval '1 day' + time '10:00',
           'demo', 'demo', p.entrusted_on, p.entrusted_on
    from picked p cross join railways r
    where p.n <= ${PER_OFFICE_AND_TYPE} and cardinality(r.ids) > 0`);
  await db.execute(sql`
    insert into rail_entrust_containers (entrust_id, job_id, line_no, container_no, active)
    select e.id, e.job_id, row_number() over (partition by e.id order by c.line_no), c.container_no, e.status <> 'CANCELLED'
    from rail_entrusts e join job_containers c on c.job_id = e.job_id and c.container_no <> ''
    where e.created_by = 'demo'`);
  // The steps that brought each entrust where it is, a day apart; a cancelled one was entrusted first.
  await db.execute(sql`
    with steps(at_step, from_status, to_status) as (
      values (1, 'NOT_ENTRUSTED', 'ENTRUSTED'), (2, 'ENTRUSTED', 'DEPARTED'), (3, 'DEPARTED', 'ARRIVED'),
             (4, 'ARRIVED', 'PICKED_UP'))
    insert into rail_status_changes (entrust_id, from_status, to_status, changed_by, changed_at)
    select e.id, s.from_status, s.to_status, 'op01', e.entrust_date + s.at_step * interval '1 day' + time '10:00'
    from rail_entrusts e join steps s
      on s.at_step <= array_position(array['NOT_ENTRUSTED', 'ENTRUSTED', 'DEPARTED', 'ARRIVED', 'PICKED_UP'], e.status) - 1
      or (e.status = 'CANCELLED' and s.at_step = 1)
    where e.created_by = 'demo'
    union all
    select e.id, 'ENTRUSTED', 'CANCELLED', 'op01', e.status_at
    from rail_entrusts e where e.created_by = 'demo' and e.status = 'CANCELLED'`);
  await advanceDemoCounters(
    db,
    'RAIL',
    sql`select e.entrust_no as no, j.office_code, j.job_type
        from rail_entrusts e join jobs j on j.id = e.job_id where e.created_by = 'demo'`,
  );
}
