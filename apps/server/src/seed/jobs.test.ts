import { describe, expect, it } from 'vitest';
import { jobInput } from '../../test/job-factories';
import { useTestApp } from '../../test/test-app';
import { queryRows, sql } from '../db/client';

const t = useTestApp();

describe('demo jobs', () => {
  it('spread over both types, every mode and the four offices, with statuses that follow the dates', async () => {
    const rows = await queryRows<{ office_code: string; job_type: string; modes: number; n: number }>(
      t.database.db,
      sql`select office_code, job_type, count(distinct job_mode)::int as modes, count(*)::int as n
          from jobs where created_by = 'demo' group by 1, 2 order by 1, 2`,
    );
    expect(rows.map((r) => `${r.office_code}${r.job_type}`)).toEqual([
      'HKGOE',
      'HKGOI',
      'NGBOE',
      'NGBOI',
      'SHAOE',
      'SHAOI',
      'SZXOE',
      'SZXOI',
    ]);
    expect(rows.every((r) => r.modes === 5 && r.n === 400)).toBe(true);
    const [odd] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from jobs where created_by = 'demo' and (
            (job_status in ('OPEN', 'CONFIRMED') and etd < current_date)
            or (job_status = 'DEPARTED' and (atd is null or eta < current_date))
            or (job_status in ('ARRIVED', 'COMPLETED') and ata is null)
            or eta < etd)`,
    );
    expect(odd!.n).toBe(0);
  });

  it('leaves the job-number counters past the demo numbers, so a new job takes a fresh one', async () => {
    const token = await t.signIn('admin');
    const res = await t.call({ method: 'POST', url: '/api/ocean-export/jobs', token, payload: await jobInput(t) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [last] = await queryRows<{ job_no: string }>(
      t.database.db,
      sql`select max(job_no) as job_no from jobs where created_by = 'demo' and office_code = 'SHA' and job_type = 'OE'
          and job_no like ${`SHAOE${res.body.data.jobNo.slice(5, 9)}%`}`,
    );
    expect(res.body.data.jobNo > (last?.job_no ?? '')).toBe(true);
  });
});
