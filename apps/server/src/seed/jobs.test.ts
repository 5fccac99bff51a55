import { isValidContainerNo } from '@apex/shared/jobs';
import { describe, expect, it } from 'vitest';
import { jobInput } from '../../test/job-factories';
import { useTestApp } from '../../test/test-app';
import { queryRows, sql } from '../db/client';
import { nextJobRecordNumber } from '../features/job-number-rules/next-job-number';

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

  it('ship exports from shippers at home to consignees abroad, and imports the other way (issue 16)', async () => {
    const rows = await queryRows<{ job_type: string; n: number; wrong: number }>(
      t.database.db,
      sql`select j.job_type, count(*)::int as n, count(*) filter (where
                 exists (select 1 from party_addresses a where a.party_id = j.shipper_id and a.country_code = 'CN')
                   <> (j.job_type = 'OE')
                 or exists (select 1 from party_addresses a where a.party_id = j.consignee_id and a.country_code = 'CN')
                   <> (j.job_type = 'OI'))::int as wrong
          from jobs j where j.created_by = 'demo' group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { job_type: 'OE', n: 1600, wrong: 0 },
      { job_type: 'OI', n: 1600, wrong: 0 },
    ]);
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

  it('leave the movement parts’ counters past their demo numbers: a new warehouse-in, trucking, customs or rail no is fresh', async () => {
    const demoNumbers = {
      WHI: sql`select warehouse_in_no as no, office_code, job_type from warehouse_entries`,
      TRK: sql`select trucking_no as no, office_code, job_type from trucking_orders`,
      CUS: sql`select e.entrustment_no as no, j.office_code, j.job_type from customs_entrustments e join jobs j on j.id = e.job_id`,
      RAIL: sql`select e.entrust_no as no, j.office_code, j.job_type from rail_entrusts e join jobs j on j.id = e.job_id`,
    } as const;
    const fresh = new Map<string, boolean>();
    // Numbers taken and given back: the transaction is rolled back.
    await t.database.db
      .transaction(async (tx) => {
        for (const [kind, numbers] of Object.entries(demoNumbers))
          for (const jobType of ['OE', 'OI']) {
            const no = await nextJobRecordNumber(tx, { officeCode: 'SHA', jobType }, kind as keyof typeof demoNumbers);
            const [same] = await queryRows<{ n: number }>(
              tx,
              sql`select count(*)::int as n from (${numbers}) d
                  where left(d.no, -4) = ${no.slice(0, -4)} and d.no >= ${no}`,
            );
            fresh.set(`${kind} ${jobType} ${no}`, same!.n === 0);
          }
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
    expect([...fresh].filter(([, ok]) => !ok)).toEqual([]);
    expect(fresh.size).toBe(8);
  });

  it('come with containers whose numbers pass ISO 6346 and add up to the job, and HB/Ls on LCL and house-bill jobs', async () => {
    const containers = await queryRows<{ container_no: string }>(
      t.database.db,
      sql`select c.container_no from job_containers c join jobs j on j.id = c.job_id where j.created_by = 'demo'`,
    );
    expect(containers.length).toBeGreaterThan(500);
    expect(containers.filter((c) => !isValidContainerNo(c.container_no))).toEqual([]);
    // The summary "3x40HQ" is what the job's containers are; their weights share out the job's.
    const [mismatched] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from jobs j
          where j.created_by = 'demo' and j.container_type_qty <> '' and (
            (select count(*) from job_containers c where c.job_id = j.id) <> split_part(j.container_type_qty, 'x', 1)::int
            or abs((select sum(gross_weight_kg) from job_containers c where c.job_id = j.id) - j.weight_kg) > 0.05)`,
    );
    expect(mismatched!.n).toBe(0);
    const [hbls] = await queryRows<{ jobs: number; hbls: number }>(
      t.database.db,
      sql`select count(*)::int as jobs, count(h.id)::int as hbls from jobs j left join job_hbls h on h.job_id = j.id
          where j.created_by = 'demo' and j.job_mode in ('LCL', 'HBL') and j.hbl_no <> ''`,
    );
    expect(hbls!.hbls).toBeGreaterThan(hbls!.jobs * 0.95);
  });

  it('hold consolidations whose masters sum their sub-jobs, bookings on exports that book space, and goods lines', async () => {
    const db = t.database.db;
    // A few sub-jobs to a built master, each sailing with it; the master's cargo is their sum.
    const masters = await queryRows<{ subs: number; same: boolean; sums: boolean; containers: boolean }>(
      db,
      sql`select count(s.id)::int as subs,
                 bool_and(s.vessel = m.vessel and s.voyage = m.voyage and s.etd = m.etd and s.mbl_no = m.mbl_no
                          and s.job_status = m.job_status and s.job_mode in ('LCL', 'HBL')
                          and s.office_code = m.office_code and s.job_type = m.job_type) as same,
                 sum(s.packages) = max(m.packages) and sum(s.weight_kg) = max(m.weight_kg)
                   and sum(s.volume_cbm) = max(m.volume_cbm) as sums,
                 coalesce(abs((select sum(c.gross_weight_kg) from job_containers c where c.job_id = m.id)
                              - max(m.weight_kg)) <= 0.05, true) as containers
          from jobs m join jobs s on s.master_job_id = m.id
          where m.created_by = 'demo' and m.job_mode = 'CONSOL' group by m.id`,
    );
    expect(masters.length).toBeGreaterThan(100);
    expect(masters.filter((m) => m.subs < 2 || m.subs > 6 || !m.same || !m.sums || !m.containers)).toEqual([]);
    const [alone] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from jobs
          where created_by = 'demo' and job_mode in ('LCL', 'HBL') and master_job_id is null`,
    );
    expect(alone!.n).toBeGreaterThan(100);

    // A booking on each FCL, consolidation and bulk export, confirmed once the job is (or turned down
    // while it is open, issue 19), with its containers.
    const [bookings] = await queryRows<{ jobs: number; booked: number; wrong: number; requests: number }>(
      db,
      sql`select count(*)::int as jobs, count(b.id)::int as booked,
                 count(*) filter (where b.status <> case j.job_status
                   when 'OPEN' then case when j.id % 4 = 0 then 'REJECTED' else 'REQUESTED' end
                   when 'CANCELLED' then 'CANCELLED' else 'CONFIRMED' end
                   or (b.status = 'CONFIRMED') <> (b.booking_no <> '' and b.so_released)
                   or b.doc_cutoff::date >= j.etd)::int as wrong,
                 count(*) filter (where j.container_type_qty <> '' and not exists (
                   select 1 from job_booking_requests r where r.booking_id = b.id
                     and r.quantity = split_part(j.container_type_qty, 'x', 1)::int))::int as requests
          from jobs j left join job_bookings b on b.job_id = j.id
          where j.created_by = 'demo' and j.job_type = 'OE' and j.job_mode in ('FCL', 'CONSOL', 'BULK')`,
    );
    expect(bookings).toMatchObject({ booked: bookings!.jobs, wrong: 0, requests: 0 });

    // Goods lines with a real HS code, adding up to the job's weight, priced as quantity × price.
    const [goods] = await queryRows<{ jobs: number; lines: number; off: number }>(
      db,
      sql`select count(distinct j.id)::int as jobs, count(g.id)::int as lines,
                 count(*) filter (where g.amount <> round(g.price * g.qty, 2) or g.hs_code is null)::int as off
          from jobs j join job_goods g on g.job_id = j.id where j.created_by = 'demo'`,
    );
    expect(goods!.jobs).toBeGreaterThan(2000);
    expect(goods!.off).toBe(0);
    const [weights] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from jobs j
          where j.created_by = 'demo' and j.job_mode <> 'CONSOL'
            and abs((select sum(g.gross_weight_kg) from job_goods g where g.job_id = j.id) - j.weight_kg) > 0.05`,
    );
    expect(weights!.n).toBe(0);
  });

  it('move their cargo (issue 19): warehouse entries in and out, import jobs at every stage of the board, bookings in every state', async () => {
    const db = t.database.db;
    const [warehouse] = await queryRows<{ types: number; out: number; stock: number; off: number }>(
      db,
      sql`select count(distinct e.job_type)::int as types,
                 count(*) filter (where e.out_packages = e.packages)::int as out,
                 count(*) filter (where e.out_packages < e.packages)::int as stock,
                 count(*) filter (where e.out_packages <> coalesce(
                   (select sum(r.packages) from warehouse_releases r where r.entry_id = e.id), 0))::int as off
          from warehouse_entries e where e.created_by = 'demo'`,
    );
    expect(warehouse).toMatchObject({ types: 2, off: 0 });
    expect(warehouse!.out).toBeGreaterThan(10);
    expect(warehouse!.stock).toBeGreaterThan(10);
    const stages = await queryRows<{ stage: number; n: number; due: number }>(
      db,
      sql`select import_stage as stage, count(*)::int as n, count(free_date_due)::int as due from jobs
          where created_by = 'demo' and job_type = 'OI' and import_stage > 0 group by 1 order by 1`,
    );
    expect(stages.map((s) => s.stage)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // In flight every job has a last free date; a delivered one whose boxes are back has no clock running (issue 20).
    expect(stages.every((s) => s.n >= 4 && (s.stage === 7 || s.due === s.n))).toBe(true);
    const [clocked] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from job_containers c join jobs j on j.id = c.job_id
          where j.created_by = 'demo' and c.discharge_date is not null and j.free_date_due is not null`,
    );
    expect(clocked!.n).toBeGreaterThan(10);
    const [states] = await queryRows<{ states: string[] }>(
      db,
      sql`select array_agg(distinct status order by status) as states from job_bookings where created_by = 'demo'`,
    );
    expect(states!.states).toEqual(['CANCELLED', 'CONFIRMED', 'REJECTED', 'REQUESTED']);
  });
});
