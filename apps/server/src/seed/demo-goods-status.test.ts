import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { queryRows, sql } from '../db/client';

const t = useTestApp();

describe('demo goods status (issue 20)', () => {
  it('gives the demo jobs their steps from their own dates, in order, with the current step on the desk', async () => {
    const [counts] = await queryRows<{ jobs: number; arrived: number; heads: number; mismatched: number }>(
      t.database.db,
      sql`select (select count(distinct job_id)::int from goods_status_entries) as jobs,
                 (select count(*)::int from goods_status_entries e join jobs j on j.id = e.job_id
                   where e.step = 'ARRIVAL_NOTICE' and e.occurred_at::date = j.arrival_notice_date) as arrived,
                 (select count(*)::int from job_goods_status) as heads,
                 (select count(*)::int from job_goods_status h join jobs j on j.id = h.job_id
                   where h.office_code <> j.office_code or h.job_type <> j.job_type) as mismatched`,
    );
    expect(counts!.jobs).toBeGreaterThan(3000);
    expect(counts!.arrived).toBeGreaterThan(100);
    expect(counts).toMatchObject({ heads: counts!.jobs, mismatched: 0 });
    // No step is dated before an earlier step of the sequence (the ETA, an estimate, aside).
    const [outOfOrder] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from goods_status_entries a join goods_status_entries b
            on a.job_id = b.job_id and a.id < b.id
          where a.step not in ('ETA', 'REMARK') and b.step not in ('ETA', 'REMARK') and b.occurred_at < a.occurred_at`,
    );
    expect(outOfOrder!.n).toBe(0);
  });
});
