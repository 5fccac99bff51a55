import { type DbOrTx, sql } from '../db/client';
import { advanceDemoCounters, insertDemoNumberRule, MOVEMENT_OFFICES } from './demo-number-rules';

/**
 * The demo's customs (issue 19): entrustment-number rules, and the demo import jobs' entries as
 * their control-board stage says (entered from stage 3, released from 4, a tenth examined first,
 * a seventh declared again after a cancelled entry, jobs about to arrive entrusted to a broker but
 * not entered yet), and the export declarations of the jobs about to sail or sailed. The jobs'
 * customs dates are then worked out from them as the customs part does. Run after insertDemoMovement.
 */
export async function insertDemoCustoms(db: DbOrTx) {
  await insertDemoNumberRule(db, { kind: 'CUS', after: { OE: 'CD', OI: 'CE' }, offices: MOVEMENT_OFFICES });
  await db.execute(sql`
    with
      brokers as (select array_agg(id order by id) as ids from parties where 'BROKER' = any(roles)),
      entered as (
        select j.id, j.office_code, j.job_type, j.customs_entry_date as entry_date,
               j.customs_release_date + time '10:30' as released_at, false as cancelled
        from jobs j where j.created_by = 'demo' and j.job_type = 'OI' and j.customs_entry_date is not null
        union all
        select j.id, j.office_code, j.job_type, null, null, false
        from jobs j where j.created_by = 'demo' and j.job_type = 'OI' and j.import_stage in (1, 2) and j.id % 2 = 0
        union all
        select j.id, j.office_code, j.job_type, j.customs_entry_date - 1, null, true
        from jobs j where j.created_by = 'demo' and j.job_type = 'OI' and j.customs_entry_date is not null and j.id % 7 = 0
        union all
        select j.id, j.office_code, j.job_type, least(j.etd - 2, current_date),
               case when j.job_status = 'DEPARTED' then least(j.etd - 1, current_date) + time '16:00' end, false
        from jobs j
        where j.created_by = 'demo' and j.job_type = 'OE' and (
          (j.job_status = 'CONFIRMED' and j.etd <= current_date + 10)
          or (j.job_status = 'DEPARTED' and j.etd >= current_date - 10))),
      numbered as (
        select e.*, coalesce(e.entry_date, current_date) as made_on,
               row_number() over (partition by e.office_code, e.job_type,
                                  to_char(coalesce(e.entry_date, current_date), 'YYYYMM')
                                  order by coalesce(e.entry_date, current_date), not e.cancelled, e.id) as seq
        from entered e)
    insert into customs_entrustments (
      job_id, entrustment_no, kind, broker_id, declaration_no, entry_no, entry_date, released_at,
      exam_ordered_date, exam_done_date, exam_result, exam_release_date, duty, vat, other_taxes, tax_currency,
      cancel_date, cancel_reason, created_by, updated_by, created_at, updated_at)
    select n.id,
           n.office_code || case n.job_type when 'OI' then 'CE' else 'CD' end || to_char(n.made_on, 'YYMM')
             || lpad(n.seq::text, 4, '0'),
           case n.job_type when 'OI' then 'IMPORT_ENTRY' else 'EXPORT_DECLARATION' end,
           b.ids[1 + n.id % cardinality(b.ids)],
           case when n.entry_date is not null then 'P' || lpad((n.id * 7919 % 100000000)::text, 8, '0') else '' end,
           case when n.entry_date is not null and not n.cancelled
                then '2200' || lpad((n.id * 104729 % 1000000000)::text, 9, '0') else '' end,
           n.entry_date, n.released_at,
           case when n.id % 10 = 0 and n.entry_date is not null and not n.cancelled then n.entry_date end,
           case when n.id % 10 = 0 and n.released_at is not null then n.entry_date end,
           case when n.id % 10 = 0 and n.released_at is not null then 'No discrepancy' else '' end,
           case when n.id % 10 = 0 and n.released_at is not null then n.released_at::date end,
           case when n.job_type = 'OI' and n.entry_date is not null and not n.cancelled
                then round((n.id % 97) * 41.37, 2) end,
           case when n.job_type = 'OI' and n.entry_date is not null and not n.cancelled
                then round((n.id % 97) * 71.13, 2) end,
           null,
           case when n.job_type = 'OI' and n.entry_date is not null and not n.cancelled then 'CNY' end,
           case when n.cancelled then n.entry_date end,
           case when n.cancelled then 'Wrong HS code: declared again' else '' end,
           'demo', 'demo', n.made_on, n.made_on
    from numbered n cross join brokers b
    where cardinality(b.ids) > 0`);
  await advanceDemoCounters(
    db,
    'CUS',
    sql`select e.entrustment_no as no, j.office_code, j.job_type
        from customs_entrustments e join jobs j on j.id = e.job_id where e.created_by = 'demo'`,
  );
  await db.execute(sql`
    update jobs j set entry_no = coalesce(f.entry_no, ''), exam_date = f.exam_date,
      customs_entry_date = f.entry_date, customs_release_date = f.release_date
    from (
      select e.job_id,
             (array_agg(e.entry_no order by e.id) filter (where e.entry_no <> ''))[1] as entry_no,
             min(coalesce(e.exam_done_date, e.exam_ordered_date)) as exam_date,
             min(e.entry_date) as entry_date,
             case when bool_and(e.released_at is not null) then max(e.released_at)::date end as release_date
      from customs_entrustments e where e.created_by = 'demo' and e.cancel_date is null group by e.job_id) f
    where j.id = f.job_id`);
}
