import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditActionsOf } from '../../../../test/db-state';
import { goodsStatusPaths, stepInput } from '../../../../test/goods-status-factories';
import { readExport } from '../../../../test/read-xlsx';
import { useTestApp } from '../../../../test/test-app';
import { openImportJob } from '../../../../test/warehouse-factories';
import { queryRows } from '../../../db/client';
import { recordGoodsStatusFromEvent } from './goods-status-events';

const t = useTestApp(['cs01']);
const send = (method: 'GET' | 'POST', url: string, payload?: object, token = t.tokens.cs01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

const inForce = (status: { entries: { step: string; undoneAt: string | null }[] }) =>
  status.entries.filter((e) => e.undoneAt === null).map((e) => e.step);

describe('the goods status of a job (spec §2.8 goods status tab, §4)', () => {
  it('records steps in order, corrects one with a reason, takes one back, and keeps the history', async () => {
    const job = await openImportJob(t, t.tokens.cs01, { mblNo: 'GSFLOW0001' });
    const paths = goodsStatusPaths(job.id);
    expect((await send('GET', paths.tab)).body.data).toMatchObject({ version: 0, currentStep: null, entries: [] });

    const onBoard = await send(
      'POST',
      paths.tab,
      stepInput('ON_BOARD', '2026-11-01T10:00:00+08:00', 0, { place: 'cnsha' }),
    );
    expect(onBoard.status, JSON.stringify(onBoard.body)).toBe(200);
    expect(onBoard.body.message).toBe('On board recorded');
    expect(onBoard.body.data).toMatchObject({ version: 1, currentStep: 'ON_BOARD' });
    expect(onBoard.body.data.entries[0]).toMatchObject({
      step: 'ON_BOARD',
      occurredAt: '2026-11-01T02:00:00.000Z',
      place: 'CNSHA',
      source: 'user',
      recordedBy: 'cs01',
    });
    const notice = await send('POST', paths.tab, stepInput('ARRIVAL_NOTICE', '2026-11-20T09:00:00Z', 1));
    expect(notice.body.data).toMatchObject({ version: 2, currentStep: 'ARRIVAL_NOTICE' });
    // Damage is an abnormal event: before the last step's date, and twice.
    for (const version of [2, 3]) {
      const damage = await send('POST', paths.tab, stepInput('GOODS_DAMAGE', '2026-10-01T00:00:00Z', version));
      expect(damage.status, JSON.stringify(damage.body)).toBe(200);
    }

    const corrected = await send('POST', paths.corrections, {
      ...stepInput('ON_BOARD', '2026-10-30T08:00:00Z', 4),
      reason: 'The carrier rolled the first booking',
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.message).toBe('On board corrected');
    const replaced = corrected.body.data.entries.find(
      (e: { step: string; undoneAt: string | null }) => e.step === 'ON_BOARD' && e.undoneAt,
    );
    const replacement = corrected.body.data.entries.find(
      (e: { step: string; undoneAt: string | null }) => e.step === 'ON_BOARD' && !e.undoneAt,
    );
    expect(replaced).toMatchObject({
      undoneBy: 'cs01',
      undoReason: 'The carrier rolled the first booking',
      replacedBy: replacement.id,
    });
    expect(replacement).toMatchObject({
      occurredAt: '2026-10-30T08:00:00.000Z',
      correctionReason: 'The carrier rolled the first booking',
    });

    const noticeId = notice.body.data.entries.find((e: { step: string }) => e.step === 'ARRIVAL_NOTICE').id;
    const undone = await send('POST', paths.undo(noticeId), { version: 5, reason: 'Sent to the wrong consignee' });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.message).toBe('Arrival notice taken back');
    expect(undone.body.data).toMatchObject({ version: 6, currentStep: 'ON_BOARD' });
    expect(inForce(undone.body.data)).toEqual(['GOODS_DAMAGE', 'GOODS_DAMAGE', 'ON_BOARD']);
    expect(undone.body.data.entries).toHaveLength(5);
    expect(await auditActionsOf(t, 'job', job.id)).toEqual([
      'job.created',
      'goodsStatus.recorded',
      'goodsStatus.recorded',
      'goodsStatus.recorded',
      'goodsStatus.recorded',
      'goodsStatus.corrected',
      'goodsStatus.undone',
    ]);
  });

  it('sets one step on many jobs from the desk, lists them by their current step, and exports them', async () => {
    const jobs = await Promise.all(
      [1, 2, 3].map((n) => openImportJob(t, t.tokens.cs01, { mblNo: `GSDESK000${n}`, eta: `2099-03-0${n}` })),
    );
    const paths = goodsStatusPaths(jobs[0]!.id);
    const batch = await send('POST', paths.batch, {
      jobIds: jobs.map((j) => j.id),
      step: 'ARRIVAL_NOTICE',
      occurredAt: '2099-03-01T08:00:00Z',
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect(batch.body.message).toBe('Arrival notice set on 3 jobs');
    const listed = await send(
      'GET',
      `${paths.desk}?step=ARRIVAL_NOTICE&etaFrom=2099-03-01&etaTo=2099-03-03&pageSize=2`,
    );
    expect(listed.body.data.total).toBe(3);
    expect(listed.body.data.rows.map((r: { jobNo: string }) => r.jobNo)).toEqual(jobs.slice(0, 2).map((j) => j.jobNo));
    expect(listed.body.data.rows[0]).toMatchObject({
      mblNo: 'GSDESK0001',
      currentStep: 'ARRIVAL_NOTICE',
      currentStepAt: '2099-03-01T08:00:00.000Z',
    });
    const none = await send('GET', `${paths.desk}?step=NONE&mblNo=GSDESK0001`);
    expect(none.body.data.total).toBe(0);

    const query = 'step=ARRIVAL_NOTICE&etaFrom=2099-03-01&etaTo=2099-03-03';
    const sheet = await readExport(t, `${paths.export}?${query}`, t.tokens.cs01);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toContain('Current step');
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining([jobs[0]!.jobNo, 'GSDESK0001', 'Arrival notice']));
  });

  it('keeps a house bill’s steps apart from its job’s, and refuses another job’s house bill', async () => {
    const [hbl] = await queryRows<{ id: number; job_id: number }>(
      t.database.db,
      sql`select h.id, h.job_id from job_hbls h join jobs j on j.id = h.job_id
          where j.office_code = 'SZX' and j.job_type = 'OI' order by h.id limit 1`,
    );
    const paths = goodsStatusPaths(hbl!.job_id);
    const before = (await send('GET', paths.tab)).body.data;
    expect(before.hbls).toContainEqual(expect.objectContaining({ id: hbl!.id }));
    const recorded = await send(
      'POST',
      paths.tab,
      stepInput('PROOF_OF_DELIVERY', '2099-12-01T00:00:00Z', before.version, { hblId: hbl!.id }),
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    // The house bill's delivery is not the job's: its current step stays.
    expect(recorded.body.data.currentStep).toBe(before.currentStep);
    expect(recorded.body.data.entries.at(-1)).toMatchObject({ step: 'PROOF_OF_DELIVERY', hblId: hbl!.id });
    const foreign = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from job_hbls where job_id <> ${hbl!.job_id} order by id limit 1`,
      )
    )[0]!;
    const refused = await send(
      'POST',
      paths.tab,
      stepInput('OTHERS', '2099-12-01T00:00:00Z', before.version + 1, { hblId: foreign.id }),
    );
    expect([refused.status, refused.body.data.issues[0].field]).toEqual([400, 'hblId']);
  });

  it('moves a step from carrier events once per event, keeps a user’s entry, and moves its own when the date moves', async () => {
    const job = await openImportJob(t, t.tokens.cs01, { mblNo: 'GSEVENT001' });
    const paths = goodsStatusPaths(job.id);
    const event = (sourceRef: string, occurredAt: string, step: 'ETA' | 'ON_BOARD' = 'ETA') =>
      t.database.db.transaction((tx) =>
        recordGoodsStatusFromEvent(tx, {
          jobId: job.id,
          step,
          occurredAt,
          place: 'USLAX',
          source: 'carrier',
          sourceRef,
        }),
      );
    expect(await event('evt-1', '2099-02-05T06:00:00Z')).toBe('recorded');
    expect(await event('evt-1', '2099-02-05T06:00:00Z')).toBe('unchanged');
    expect(await event('evt-2', '2099-02-07T06:00:00Z')).toBe('updated');
    const status = (await send('GET', paths.tab)).body.data;
    expect(status.entries.map((e: object) => e)).toMatchObject([
      { step: 'ETA', source: 'carrier', sourceRef: 'evt-1', undoneBy: 'carrier', undoneAt: expect.any(String) },
      { step: 'ETA', source: 'carrier', sourceRef: 'evt-2', occurredAt: '2099-02-07T06:00:00.000Z', undoneAt: null },
    ]);
    // A user's on board entry is theirs: an event of that step leaves it.
    await send('POST', paths.tab, stepInput('ON_BOARD', '2099-01-10T06:00:00Z', status.version));
    expect(await event('evt-3', '2099-01-11T06:00:00Z', 'ON_BOARD')).toBe('userEntryKept');
    expect(await auditActionsOf(t, 'job', job.id)).toEqual([
      'job.created',
      'goodsStatus.recorded',
      'goodsStatus.corrected',
      'goodsStatus.recorded',
    ]);
  });
});
