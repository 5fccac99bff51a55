import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { queryRows, sql } from '../db/client';
import { partiesOverCredit } from '../features/finance/credit/credit';
import { refreshJobMoney } from '../features/jobs/charges/job-money';

const t = useTestApp();
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

describe('the demo jobs’ money (issue 17)', () => {
  it('puts six lines on every job but a cancelled one or a consolidation holding sub-jobs', async () => {
    // The cost lines of the demo's other services are their services' (demo-other-services.ts).
    const [counts] = await rows<{ priced: number; lines: number; expected: number; on_masters: number }>(sql`
      select (select count(distinct job_id) from job_charges where created_by = 'demo' and other_service_id is null)::int
               as priced,
             (select count(*) from job_charges where created_by = 'demo' and other_service_id is null)::int as lines,
             (select count(*) from jobs j where created_by = 'demo' and job_status <> 'CANCELLED'
                and not exists (select 1 from jobs s where s.master_job_id = j.id))::int as expected,
             (select count(*) from job_charges c where exists (select 1 from jobs s where s.master_job_id = c.job_id))::int
               as on_masters`);
    expect(counts).toMatchObject({ priced: counts!.expected, lines: counts!.expected * 6, on_masters: 0 });
  });

  it('has drafts and confirmed invoices, unpaid, part cleared and cleared, and every invoice status on the job list', async () => {
    const invoices = await rows<{ state: string; payment: string }>(sql`
      select distinct state, case when cleared_amount = 0 then 'UNPAID' when cleared_amount = gross_total then 'CLEARED'
                                  else 'PART_CLEARED' end as payment
      from invoices where created_by = 'demo' order by 1, 2`);
    expect(invoices.map((r) => `${r.state} ${r.payment}`)).toEqual([
      'CONFIRMED CLEARED',
      'CONFIRMED PART_CLEARED',
      'CONFIRMED UNPAID',
      'DRAFT UNPAID',
    ]);
    const statuses = await rows<{ invoice_status: string; close_status: string }>(sql`
      select distinct invoice_status, close_status from jobs where created_by = 'demo'`);
    expect(new Set(statuses.map((s) => s.invoice_status))).toEqual(
      new Set(['NO_CHARGES', 'UNBILLED', 'PART_BILLED', 'BILLED']),
    );
    expect(new Set(statuses.map((s) => s.close_status))).toEqual(
      new Set(['NO_COST', 'NOT_CLOSED', 'PARTIAL_CLOSE', 'CLOSED']),
    );
  });

  it('numbers the confirmed invoices by their office’s rule without a gap, and moves the counters past them', async () => {
    const periods = await rows<{ rule: number; period: string; n: number; top: number; last_seq: number | null }>(sql`
      select r.id as rule, to_char(i.invoice_date, 'YYYYMM') as period, count(*)::int as n,
             max(right(i.invoice_no, 5)::int) as top, c.last_seq
      from invoices i join jobs j on j.id = i.job_id join offices o on o.office_code = i.office_code
      join job_number_rules r on r.office_id = o.id and r.kind = 'INV' and r.job_type = j.job_type
      left join job_number_counters c on c.rule_id = r.id and c.period = to_char(i.invoice_date, 'YYYYMM')
      where i.created_by = 'demo' and i.invoice_no is not null
        and i.invoice_no like r.prefix || to_char(i.invoice_date, 'YYMM') || '%'
      group by r.id, to_char(i.invoice_date, 'YYYYMM'), c.last_seq`);
    const [{ numbered }] = (await rows<{ numbered: number }>(
      sql`select count(*)::int as numbered from invoices where created_by = 'demo' and invoice_no is not null`,
    )) as [{ numbered: number }];
    expect(periods.reduce((sum, p) => sum + p.n, 0)).toBe(numbered);
    expect(periods.filter((p) => p.top !== p.n || p.last_seq !== p.n)).toEqual([]);
  });

  it('keeps each invoice’s totals and clearing equal to its lines’', async () => {
    const [wrong] = await rows<{ totals: number; cleared: number; clearings: number }>(sql`
      with l as (
        select invoice_id, sum(not_taxed_amount) as amount, sum(tax_amount) as tax,
               sum(round((not_taxed_amount + tax_amount) * exchange_rate, 2)) as local, sum(cleared_amount) as cleared
        from job_charges where invoice_id is not null group by invoice_id)
      select count(*) filter (where i.amount_total <> l.amount or i.tax_total <> l.tax
                                or i.gross_total <> l.amount + l.tax or i.local_gross <> l.local)::int as totals,
             count(*) filter (where i.cleared_amount <> l.cleared)::int as cleared,
             count(*) filter (where i.cleared_amount <> coalesce((select sum(amount) from clearing_items ci
                                                                  where ci.invoice_id = i.id), 0))::int as clearings
      from invoices i join l on l.invoice_id = i.id where i.created_by = 'demo'`);
    expect(wrong).toEqual({ totals: 0, cleared: 0, clearings: 0 });
  });

  it('gives each job the money status refreshJobMoney works out for it', async () => {
    const sample = await rows<{ id: number }>(
      sql`select id from jobs where created_by = 'demo' and id % 37 = 0 order by id`,
    );
    const columns = sql`invoice_status, close_status, ar_check_status, ap_check_status, ar_local::text, ap_local::text,
      profit_local::text, margin_pct::text`;
    const seeded = await rows<object>(
      sql`select id, ${columns} from jobs where id in ${sample.map((s) => s.id)} order by id`,
    );
    const refreshed = await t.database.db
      .transaction(async (tx) => {
        for (const { id } of sample) await refreshJobMoney(tx, id);
        const after = await queryRows<object>(
          tx,
          sql`select id, ${columns} from jobs where id in ${sample.map((s) => s.id)} order by id`,
        );
        throw Object.assign(new Error('roll back'), { after });
      })
      .catch((error: { after?: object[] }) => error.after);
    expect(sample.length).toBeGreaterThan(50);
    expect(refreshed).toEqual(seeded);
  });

  it('has a Shanghai customer over its credit limit', async () => {
    const customers = await rows<{ id: number }>(sql`select id from parties where 'CUSTOMER' = any(roles)`);
    const over = await partiesOverCredit(
      t.database.db,
      customers.map((c) => c.id),
    );
    expect(over.size).toBeGreaterThan(0);
  });
});
