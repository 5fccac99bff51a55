import { multiplyDecimals } from '@apex/shared/format';
import { describe, expect, it } from 'vitest';
import { JOB_PATHS, jobInput } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp(['op01']);
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.tokens.op01) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

const FREE_TIME = {
  demurrageFreeDays: 4,
  demurrageDailyRate: '100.5',
  detentionFreeDays: 10,
  detentionDailyRate: '20',
  freeTimeCurrency: 'usd',
};

describe('free-time clocks', () => {
  it('counts a container’s clocks from its consignee’s free time and orders the import board by them', async () => {
    const party = await send(
      'POST',
      '/api/sys/parties',
      { code: 'FTC-1', nameEn: 'Free Time Imports Ltd.', roles: ['CONSIGNEE'], officeCode: 'SHA', ...FREE_TIME },
      t.admin,
    );
    expect(party.status, JSON.stringify(party.body)).toBe(200);
    expect(party.body.data).toMatchObject({
      demurrageFreeDays: 4,
      demurrageDailyRate: '100.5000',
      detentionFreeDays: 10,
      freeTimeCurrency: 'USD',
    });

    const base = await jobInput(t, { consignee: party.body.data.id, lastFreeDate: '2000-01-20' });
    const opened = await send('POST', JOB_PATHS.OI, base);
    const job = opened.body.data as { id: number; jobNo: string; version: number };
    const saved = await send('PUT', `${JOB_PATHS.OI}/${job.id}/containers`, {
      version: 0,
      containers: [
        { containerType: '40HQ', containerNo: 'MSCU1234566', dischargeDate: '2000-01-02' },
        {
          containerType: '20GP',
          containerNo: '',
          dischargeDate: '2000-01-01',
          gateOutDate: '2000-01-03',
          emptyReturnDate: '2000-01-05',
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [waiting, returned] = saved.body.data.containers;
    // Discharged on the 2nd, four free days: free to the 5th, charged every day since, exactly.
    expect(waiting.clocks.demurrage).toMatchObject({ lastFreeDate: '2000-01-05', running: true, past: true });
    expect(waiting.clocks.demurrage.projectedCharge).toBe(
      multiplyDecimals('100.5', waiting.clocks.demurrage.chargeDays, 2),
    );
    expect(waiting.clocks.detention).toBeNull();
    expect(returned.clocks).toMatchObject({
      demurrage: { lastFreeDate: '2000-01-04', running: false, chargeDays: 0, past: false, daysLeft: null },
      detention: { lastFreeDate: '2000-01-12', running: false, chargeDays: 0, projectedCharge: '0.00' },
    });

    await send('PUT', `${JOB_PATHS.OI}/${job.id}`, {
      ...base,
      jobMode: undefined,
      version: job.version,
      arrivalNoticeDate: '2000-01-02',
    });
    const boardRow = async () =>
      (await send('GET', `/api/ocean-import/control-board/jobs?stage=ARRIVAL_NOTICE&jobNo=${job.jobNo}`)).body.data
        .rows[0];
    // The running clock sets the urgency; the returned container has none left (not the job's date).
    expect(await boardRow()).toMatchObject({
      freeDateDue: '2000-01-05',
      containers: [
        { lastFreeDate: '2000-01-05', ownDate: true },
        { lastFreeDate: null, ownDate: true },
      ],
    });
    const first = (await send('GET', '/api/ocean-import/control-board/jobs?stage=ARRIVAL_NOTICE')).body.data.rows[0];
    expect(first.jobId).toBe(job.id);

    // More free days on the party move the board's date too.
    const current = (await send('GET', `/api/sys/parties/${party.body.data.id}`, undefined, t.admin)).body.data;
    const {
      code,
      id,
      creditLimit,
      creditCurrency,
      creditDays,
      blacklisted,
      blacklistReason,
      updatedAt,
      updatedBy,
      ...own
    } = current;
    const longer = await send('PUT', `/api/sys/parties/${id}`, { ...own, demurrageFreeDays: 10 }, t.admin);
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    expect((await boardRow()).freeDateDue).toBe('2000-01-11');
  });

  it('refuses free days past a year and a rate with five decimals', async () => {
    const res = await send(
      'POST',
      '/api/sys/parties',
      {
        code: 'FTC-2',
        nameEn: 'Odd Terms Ltd.',
        roles: ['CONSIGNEE'],
        officeCode: 'SHA',
        demurrageFreeDays: 400,
        detentionDailyRate: '1.23456',
      },
      t.admin,
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain('demurrageFreeDays');
    expect(res.text).toContain('detentionDailyRate');
  });
});
