import { utcToday } from '@apex/shared/format';
import { importStageNumber, importStageOf } from '@apex/shared/movement';
import { describe, expect, it } from 'vitest';
import { JOB_PATHS, jobInput } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp(['op01', 'hk.ops', 'wh01']);
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.tokens.op01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

async function openJob(jobType: 'OE' | 'OI', overrides: object = {}) {
  const res = await send('POST', JOB_PATHS[jobType], await jobInput(t, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; jobNo: string; version: number };
}

describe('the carrier booking desk', () => {
  it('lists the office’s bookings with their cut-offs, the nearest first cut-off first, by state', async () => {
    const cutoffs = { cyCutoff: '2099-03-01T04:00:00Z', docCutoff: '2099-02-27T09:00:00Z' };
    const later = await openJob('OE');
    await send('PUT', `${JOB_PATHS.OE}/${later.id}/booking`, { version: 0, status: 'REQUESTED', ...cutoffs });
    const sooner = await openJob('OE');
    await send('PUT', `${JOB_PATHS.OE}/${sooner.id}/booking`, {
      version: 0,
      status: 'CONFIRMED',
      bookingNo: 'BK2099001',
      vgmCutoff: '2099-02-01T02:00:00Z',
    });
    const rejected = await openJob('OE');
    await send('PUT', `${JOB_PATHS.OE}/${rejected.id}/booking`, {
      version: 0,
      status: 'REJECTED',
      cfsCutoff: '2099-02-15T02:00:00Z',
    });
    const desk = await send('GET', '/api/ocean-export/bookings?cutoffFrom=2099-01-31&cutoffTo=2099-03-01');
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    expect(desk.body.data.rows.map((r: { jobNo: string }) => r.jobNo)).toEqual([
      sooner.jobNo,
      rejected.jobNo,
      later.jobNo,
    ]);
    expect(desk.body.data.rows[2]).toMatchObject({
      status: 'REQUESTED',
      jobStatus: 'OPEN',
      cyCutoff: '2099-03-01T04:00:00.000Z',
      docCutoff: '2099-02-27T09:00:00.000Z',
      firstCutoff: '2099-02-27T09:00:00.000Z',
    });
    const byState = await send('GET', '/api/ocean-export/bookings?cutoffFrom=2099-01-31&status=REJECTED');
    expect(byState.body.data.rows.map((r: { jobNo: string }) => r.jobNo)).toEqual([rejected.jobNo]);
    const byNo = await send('GET', '/api/ocean-export/bookings?keyword=bk2099001');
    expect(byNo.body.data.rows.map((r: { jobId: number }) => r.jobId)).toEqual([sooner.id]);
    // Another office sees none of them; the warehouse, without the jobs' view permission, not the desk.
    const hk = await send('GET', '/api/ocean-export/bookings?cutoffFrom=2099-01-31', undefined, t.tokens['hk.ops']);
    expect(hk.body.data.total).toBe(0);
    expect((await send('GET', '/api/ocean-export/bookings', undefined, t.tokens.wh01)).status).toBe(403);
  });
});

const stageCount = async (stage: string, token = t.tokens.op01) => {
  const counts = (await send('GET', '/api/ocean-import/control-board', undefined, token)).body.data;
  return counts.stages.find((s: { stage: string }) => s.stage === stage).count as number;
};
const stagePage = (stage: string, query = '') =>
  send('GET', `/api/ocean-import/control-board/jobs?stage=${stage}${query}`).then((r) => r.body.data);

describe('the import control board', () => {
  it('moves a job from stage to stage as its dates are set, with its containers’ last free dates', async () => {
    const base = await jobInput(t, { lastFreeDate: '2000-01-10' });
    const job = await openJob('OI', base);
    await send('PUT', `${JOB_PATHS.OI}/${job.id}/containers`, {
      version: 0,
      containers: [
        { containerType: '40HQ', containerNo: 'MSCU1234566', lastFreeDate: '2000-01-08' },
        { containerType: '20GP', containerNo: '' },
      ],
    });
    const noticed = await stageCount('ARRIVAL_NOTICE');
    const update = (version: number, dates: object) =>
      send('PUT', `${JOB_PATHS.OI}/${job.id}`, { ...base, jobMode: undefined, version, ...dates });
    expect((await update(job.version, { arrivalNoticeDate: '2000-01-02' })).status).toBe(200);
    expect(await stageCount('ARRIVAL_NOTICE')).toBe(noticed + 1);
    // The stage bar counts what the lists show: filtered by a job no, only that job (issue 19 review).
    const filtered = await send('GET', `/api/ocean-import/control-board?jobNo=${job.jobNo.toLowerCase()}`);
    expect(filtered.body.data.stages.filter((s: { count: number }) => s.count > 0)).toEqual([
      { stage: 'ARRIVAL_NOTICE', count: 1 },
    ]);
    // Its free time ended in 2000: the most urgent of the stage, first on its page.
    const page = await stagePage('ARRIVAL_NOTICE');
    expect(page.rows[0]).toMatchObject({
      jobId: job.id,
      stageAt: '2000-01-02',
      lastFreeDate: '2000-01-10',
      freeDateDue: '2000-01-08',
      containers: [
        { containerNo: 'MSCU1234566', containerType: '40HQ', lastFreeDate: '2000-01-08', ownDate: true },
        { containerNo: '', containerType: '20GP', lastFreeDate: '2000-01-10', ownDate: false },
      ],
    });

    const documents = await stageCount('DOCUMENTS');
    await update(job.version + 1, { arrivalNoticeDate: '2000-01-02', documentTurnoverDate: '2000-01-03' });
    expect(await stageCount('ARRIVAL_NOTICE')).toBe(noticed);
    expect(await stageCount('DOCUMENTS')).toBe(documents + 1);
    expect((await stagePage('DOCUMENTS', `&jobNo=${job.jobNo}`)).rows.map((r: { jobId: number }) => r.jobId)).toEqual([
      job.id,
    ]);

    const delivered = await stageCount('DELIVERED');
    await update(job.version + 2, { arrivalNoticeDate: '2000-01-02', cargoDeliveredDate: utcToday() });
    expect(await stageCount('DOCUMENTS')).toBe(documents);
    expect(await stageCount('DELIVERED')).toBe(delivered + 1);
    expect((await stagePage('DELIVERED', `&jobNo=${job.jobNo}`)).rows[0]).toMatchObject({ stageAt: utcToday() });

    // The database's stage is the shared rule's, whatever the dates.
    const [dates] = await queryRows<Parameters<typeof importStageOf>[0] & { import_stage: number }>(
      t.database.db,
      sql`select arrival_notice_date::text as "arrivalNoticeDate", document_turnover_date::text as "documentTurnoverDate",
                 customs_entry_date::text as "customsEntryDate", customs_release_date::text as "customsReleaseDate",
                 cargo_available_date::text as "cargoAvailableDate", delivery_scheduled_at::text as "deliveryScheduledAt",
                 cargo_delivered_date::text as "cargoDeliveredDate", import_stage from jobs where id = ${job.id}`,
    );
    expect(dates!.import_stage).toBe(importStageNumber(importStageOf(dates!)!));

    // Another office's board does not hold it; the warehouse does not read the board.
    const hk = await send(
      'GET',
      `/api/ocean-import/control-board/jobs?stage=DELIVERED&jobNo=${job.jobNo}`,
      undefined,
      t.tokens['hk.ops'],
    );
    expect(hk.body.data.total).toBe(0);
    expect((await send('GET', '/api/ocean-import/control-board', undefined, t.tokens.wh01)).status).toBe(403);
  });
});
