import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../../test/db-state';
import { jobInput } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp();
const refused = refusalsOf(t);

const OE = '/api/ocean-export/jobs';
const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

async function openJob(overrides: object = {}) {
  const res = await send('POST', OE, await jobInput(t, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; version: number; jobNo: string };
}

const container = (overrides: object = {}) => ({
  containerType: '40HQ',
  containerNo: 'MSCU1234566',
  grossWeightKg: '12000.5',
  volumeCbm: '60',
  packages: 100,
  ...overrides,
});

async function saveContainers(jobId: number, containers: object[], version = 0) {
  return send('PUT', `${OE}/${jobId}/containers`, { version, containers });
}

const issueFields = (body: { data: { issues: { field: string; message: string }[] } }) =>
  body.data.issues.map((i) => i.field);

describe('containers of a job', () => {
  it('saves the list with normalised numbers, totals and the job dates, without staling the general part', async () => {
    const job = await openJob();
    const res = await saveContainers(job.id, [
      container({ containerNo: ' mscu 123456-6 ', packingDate: '2099-01-05', gateInAt: '2099-01-07T02:00:00Z' }),
      container({ containerNo: 'TGHU9876542', packingDate: '2099-01-03' }),
      container({ containerType: '20gp', containerNo: '', grossWeightKg: '0.25', volumeCbm: null, packages: null }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.version).toBe(1);
    expect(res.body.data.containers.map((c: { containerNo: string }) => c.containerNo)).toEqual([
      'MSCU1234566',
      'TGHU9876542',
      '',
    ]);
    expect(res.body.data.totals).toEqual({
      containerCount: 3,
      packages: 200,
      grossWeightKg: '24001.2500',
      volumeCbm: '120.0000',
      typeSummary: '2x40HQ+1x20GP',
    });
    const [row] = await queryRows<{ packing_date: string; gate_in_date: string; version: number }>(
      t.database.db,
      sql`select packing_date::text, gate_in_date::text, version from jobs where id = ${job.id}`,
    );
    expect(row).toEqual({ packing_date: '2099-01-03', gate_in_date: '2099-01-07', version: job.version });
    // The general tab's save, based on the version it read before, still goes through and keeps the dates.
    const general = await send('PUT', `${OE}/${job.id}`, {
      ...(await jobInput(t)),
      jobMode: undefined,
      version: job.version,
    });
    expect(general.status).toBe(200);
    const [after] = await queryRows<{ packing_date: string }>(
      t.database.db,
      sql`select packing_date::text from jobs where id = ${job.id}`,
    );
    expect(after?.packing_date).toBe('2099-01-03');
    expect(await auditActionsOf(t, 'job', job.id)).toContain('job.containersSaved');
    const again = await send('GET', `${OE}/${job.id}/containers`);
    expect(again.body.data.containers).toHaveLength(3);
  });

  it('flags a wrong check digit, asks before saving it, and keeps who confirmed on the row and in the log (issue 16)', async () => {
    const job = await openJob();
    const flagged = container({ containerNo: 'MSCU1234560' });
    const ask = await refused(() => saveContainers(job.id, [flagged]), 409);
    expect(ask).toMatchObject({
      code: 'container.checkDigitConfirm',
      message: expect.stringMatching(/^The check digit of MSCU1234560 is not the ISO 6346 one/),
      data: { confirm: 'checkDigit', nos: ['MSCU1234560'] },
    });
    const saved = await send('PUT', `${OE}/${job.id}/containers`, {
      version: 0,
      containers: [flagged],
      confirmCheckDigits: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.containers[0]).toMatchObject({
      containerNo: 'MSCU1234560',
      checkDigitConfirmedBy: 'admin',
      checkDigitConfirmedAt: expect.any(String),
    });
    const [log] = await queryRows<{ account: string; detail: { checkDigitConfirmed: string[] } }>(
      t.database.db,
      sql`select account, detail from sys_oper_log where entity = 'job' and entity_id = ${String(job.id)}
          and action = 'job.containersSaved'`,
    );
    expect(log).toMatchObject({ account: 'admin', detail: { checkDigitConfirmed: ['MSCU1234560'] } });

    // Saved again by someone else, the number confirmed before is not asked again and keeps its confirmer;
    // a standard number has none.
    const op = await t.signIn('op01');
    const again = await send(
      'PUT',
      `${OE}/${job.id}/containers`,
      { version: 1, containers: [flagged, container()] },
      op,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(
      again.body.data.containers.map((c: { checkDigitConfirmedBy: string | null }) => c.checkDigitConfirmedBy),
    ).toEqual(['admin', null]);
  });

  it('refuses a number not of the ISO 6346 shape, and a repeated number', async () => {
    const job = await openJob();
    const shape = await refused(() => saveContainers(job.id, [container({ containerNo: 'ABC123' })]), 400);
    expect(shape.data.issues[0].message).toMatch(/^Container ABC123 is not an ISO 6346 number/);
    const twice = await refused(
      () => saveContainers(job.id, [container(), container({ containerNo: 'mscu1234566' })]),
      400,
    );
    expect(twice.data.issues).toEqual([
      { field: 'body.containers[1].containerNo', message: 'Container MSCU1234566 is already on this job' },
    ]);
  });

  it('refuses negative, non-numeric and over-precise weights, and unknown container types, under the cell', async () => {
    const job = await openJob();
    for (const grossWeightKg of ['-1', 'heavy', '1.23456']) {
      const bad = await refused(() => saveContainers(job.id, [container({ grossWeightKg })]), 400);
      expect(issueFields(bad)).toEqual(['body.containers[0].grossWeightKg']);
    }
    const type = await refused(() => saveContainers(job.id, [container({ containerType: '99XX' })]), 400);
    expect(type.data.issues).toEqual([
      {
        field: 'body.containers[0].containerType',
        message: 'The Container type 99XX is not an enabled code of the data dictionary',
      },
    ]);
  });

  it('refuses a stale save with nothing written, another office with 404, finance with 403', async () => {
    const job = await openJob();
    const first = await saveContainers(job.id, [container()]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await refused(() => saveContainers(job.id, [], 0), 409);
    expect(stale.code).toBe('record.stale');
    const szx = await t.signIn('cs01');
    await refused(() => send('PUT', `${OE}/${job.id}/containers`, { version: 1, containers: [] }, szx), 404);
    expect((await send('GET', `${OE}/${job.id}/containers`, undefined, szx)).status).toBe(404);
    const fin = await t.signIn('fin01');
    await refused(() => send('PUT', `${OE}/${job.id}/containers`, { version: 1, containers: [] }, fin), 403);
    expect((await send('GET', `/api/ocean-import/jobs/${job.id}/containers`)).status).toBe(404);
  });

  it('leaves nothing behind when the log row fails', async () => {
    const job = await openJob();
    const restore = await failAuditOf(t, 'job.containersSaved');
    try {
      await refused(() => saveContainers(job.id, [container({ packingDate: '2099-01-02' })]), 500);
    } finally {
      await restore();
    }
  });
});

const booking = (overrides: object = {}) => ({
  version: 0,
  status: 'REQUESTED',
  contractNo: 'SC-2099-17',
  cyCutoff: '2099-01-08T10:00:00Z',
  vgmCutoff: '2099-01-07T10:00:00Z',
  requests: [
    { containerType: '40hq', quantity: 2 },
    { containerType: '20GP', quantity: 1 },
  ],
  ...overrides,
});

async function blacklistedCarrier() {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from carriers where blacklisted limit 1`);
  return row!.id;
}

describe('booking of a job', () => {
  it('starts from the job carrier and voyage, saves with its own version and the container request', async () => {
    const job = await openJob({ vessel: 'EVER GIVEN', voyage: '025E' });
    const empty = await send('GET', `${OE}/${job.id}/booking`);
    expect(empty.body.data).toMatchObject({ version: 0, vessel: 'EVER GIVEN', voyage: '025E', requests: [] });
    const saved = await send('PUT', `${OE}/${job.id}/booking`, booking({ carrier: empty.body.data.carrier }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      version: 1,
      status: 'REQUESTED',
      cyCutoff: '2099-01-08T10:00:00.000Z',
      requests: [
        { containerType: '40HQ', quantity: 2 },
        { containerType: '20GP', quantity: 1 },
      ],
    });
    const confirmed = await send(
      'PUT',
      `${OE}/${job.id}/booking`,
      booking({ version: 1, status: 'CONFIRMED', bookingNo: 'bk123', requests: [] }),
    );
    expect(confirmed.body.data).toMatchObject({ version: 2, status: 'CONFIRMED', bookingNo: 'BK123', requests: [] });
    expect(await auditActionsOf(t, 'job', job.id)).toEqual(['job.created', 'job.bookingSaved', 'job.bookingSaved']);
  });

  it('refuses a confirmed booking without its no, a repeated type, an unknown type, a stale save', async () => {
    const job = await openJob();
    const noNo = await refused(() => send('PUT', `${OE}/${job.id}/booking`, booking({ status: 'CONFIRMED' })), 400);
    expect(issueFields(noNo)).toEqual(['body.bookingNo']);
    const repeated = booking({
      requests: [
        { containerType: '20GP', quantity: 1 },
        { containerType: '20gp', quantity: 2 },
      ],
    });
    const twice = await refused(() => send('PUT', `${OE}/${job.id}/booking`, repeated), 400);
    expect(issueFields(twice)).toEqual(['body.requests[1].containerType']);
    const unknown = booking({ requests: [{ containerType: '99XX', quantity: 1 }] });
    const type = await refused(() => send('PUT', `${OE}/${job.id}/booking`, unknown), 400);
    expect(issueFields(type)).toEqual(['body.requests[0].containerType']);
    expect((await send('PUT', `${OE}/${job.id}/booking`, booking())).status).toBe(200);
    const stale = await refused(() => send('PUT', `${OE}/${job.id}/booking`, booking()), 409);
    expect(stale.code).toBe('record.stale');
  });

  it('warns before booking a blacklisted carrier (spec §8) and saves once confirmed', async () => {
    const job = await openJob();
    const carrier = await blacklistedCarrier();
    const warn = await refused(() => send('PUT', `${OE}/${job.id}/booking`, booking({ carrier })), 409);
    expect(warn).toMatchObject({ code: 'booking.carrierBlacklisted', data: { confirm: 'blacklistedCarrier' } });
    const saved = await send('PUT', `${OE}/${job.id}/booking`, booking({ carrier, confirmBlacklistedCarrier: true }));
    expect(saved.body.data).toMatchObject({ carrier, carrierBlacklisted: true });
    // The carrier already on the booking is not asked about again.
    expect((await send('PUT', `${OE}/${job.id}/booking`, booking({ carrier, version: 1 }))).status).toBe(200);
  });

  it('is 404 for another office, 403 without the edit permission, and rolls back on a failed log row', async () => {
    const job = await openJob();
    const [szx, fin] = [await t.signIn('cs01'), await t.signIn('fin01')];
    await refused(() => send('PUT', `${OE}/${job.id}/booking`, booking(), szx), 404);
    await refused(() => send('PUT', `${OE}/${job.id}/booking`, booking(), fin), 403);
    const restore = await failAuditOf(t, 'job.bookingSaved');
    try {
      await refused(() => send('PUT', `${OE}/${job.id}/booking`, booking()), 500);
    } finally {
      await restore();
    }
  });
});

const goodsLine = (overrides: object = {}) => ({
  itemNo: 'A-1',
  hsCode: '847130',
  name: 'Laptop computers',
  unit: 'pcs',
  price: '199.99',
  qty: '3',
  currency: 'usd',
  grossWeightKg: '12.5',
  volumeCbm: '0.2',
  packageType: 'CTNS',
  pieces: 3,
  ...overrides,
});

async function saveGoods(jobId: number, lines: object[], version = 0, token = t.admin) {
  return send('PUT', `${OE}/${jobId}/goods`, { version, lines }, token);
}

describe('goods of a job', () => {
  it('saves lines with the HS description and amount = price × qty, and lists them in /goodslist', async () => {
    const job = await openJob();
    const res = await saveGoods(job.id, [goodsLine(), goodsLine({ itemNo: 'A-2', price: '0.1', qty: '0.3333' })]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.version).toBe(1);
    expect(res.body.data.lines[0]).toMatchObject({ hsCode: '847130', currency: 'USD', unit: 'PCS', amount: '599.97' });
    expect(res.body.data.lines[0].hsDescription).toBeTruthy();
    expect(res.body.data.lines[1].amount).toBe('0.03');
    const list = await send('GET', `/api/ocean-export/goods-lines?jobNo=${job.jobNo}&hsCode=8471`);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.rows[0]).toMatchObject({
      jobId: job.id,
      jobNo: job.jobNo,
      hsCode: '847130',
      etd: '2099-01-10',
    });
    const szx = await send(
      'GET',
      `/api/ocean-export/goods-lines?jobNo=${job.jobNo}`,
      undefined,
      await t.signIn('cs01'),
    );
    expect(szx.body.data.total).toBe(0);
    // The warehouse reads the goods list (its own permission), not the jobs behind it.
    const wh = await t.signIn('wh01');
    expect((await send('GET', `/api/ocean-export/goods-lines?jobNo=${job.jobNo}`, undefined, wh)).status).toBe(200);
    expect((await send('GET', `/api/ocean-export/jobs/${job.id}`, undefined, wh)).status).toBe(403);
  });

  it('refuses unknown HS codes and currencies, 3-decimal prices and bad weights under the cell', async () => {
    const job = await openJob();
    const hs = await refused(() => saveGoods(job.id, [goodsLine(), goodsLine({ hsCode: '000000' })]), 400);
    expect(hs.data.issues).toEqual([
      { field: 'body.lines[1].hsCode', message: 'HS code 000000 is not in the HS code table' },
    ]);
    const currency = await refused(() => saveGoods(job.id, [goodsLine({ currency: 'XXX' })]), 400);
    expect(issueFields(currency)).toEqual(['body.lines[0].currency']);
    const price = await refused(() => saveGoods(job.id, [goodsLine({ price: '1.005' })]), 400);
    expect(price.data.issues).toEqual([
      { field: 'body.lines[0].price', message: '1.005 is not a number from 0 with at most 2 decimals' },
    ]);
    for (const netWeightKg of ['-2', 'n/a']) {
      const bad = await refused(() => saveGoods(job.id, [goodsLine({ netWeightKg })]), 400);
      expect(issueFields(bad)).toEqual(['body.lines[0].netWeightKg']);
    }
  });

  it('refuses a stale save, another office, a user without edit permission; rolls back on a failed log row', async () => {
    const job = await openJob();
    expect((await saveGoods(job.id, [goodsLine()])).status).toBe(200);
    expect((await refused(() => saveGoods(job.id, []), 409)).code).toBe('record.stale');
    const [szx, fin] = [await t.signIn('cs01'), await t.signIn('fin01')];
    await refused(() => saveGoods(job.id, [], 1, szx), 404);
    await refused(() => saveGoods(job.id, [], 1, fin), 403);
    const restore = await failAuditOf(t, 'job.goodsSaved');
    try {
      await refused(() => saveGoods(job.id, [], 1), 500);
    } finally {
      await restore();
    }
  });
});
