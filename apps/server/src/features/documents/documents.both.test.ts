import { describe, expect, it } from 'vitest';
import { chargeFactories } from '../../../test/charge-factories';
import { auditActionsOf } from '../../../test/db-state';
import { JOB_PATHS, jobInput, partyWithRole } from '../../../test/job-factories';
import { pdfPages, pdfText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/test-app';
import { sql } from '../../db/client';

const t = useTestApp(['op01', 'sales01', 'cs01', 'wh01']);
const OE = JOB_PATHS.OE;
const OI = JOB_PATHS.OI;

let serial = 0;
const nextNo = () => `HB${Date.now().toString(36).toUpperCase()}${serial++}`;

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

/** Prints through the API as the browser does, answering the status, headers, envelope (on a refusal) and bytes. */
async function print(base: string, jobId: number, body: object, { token = t.admin, language = 'en_US' } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/${jobId}/documents/print`,
    headers: { authorization: token, 'x-language': language, 'x-time-zone': 'Asia/Shanghai' },
    payload: body,
  });
  const isPdf = String(res.headers['content-type']).startsWith('application/pdf');
  return { status: res.statusCode, headers: res.headers, body: isPdf ? null : res.json(), pdf: res.rawPayload };
}

/** A party whose Chinese name is the one given, so the document's script can be checked. */
async function partyNamed(role: string, nameCn: string, skip = 0) {
  const party = await partyWithRole(t, role, skip);
  await t.database.db.execute(sql`update parties set name_cn = ${nameCn} where id = ${party.id}`);
  return party;
}

async function openJob(base: string, overrides: object = {}) {
  const cargo = { packages: 10, weightKg: '1000', volumeCbm: '10', marks: 'N/M', goodsDescription: 'LED LAMPS' };
  const res = await send('POST', base, await jobInput(t, { ...cargo, ...overrides }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const job = res.body.data as { id: number; jobNo: string };
  const containers = [
    {
      containerType: '40HQ',
      containerNo: 'MSCU1234566',
      sealNo: 'SL001',
      grossWeightKg: '600.5',
      volumeCbm: '6',
      packages: 6,
    },
    {
      containerType: '40HQ',
      containerNo: 'TGHU9876542',
      sealNo: 'SL002',
      grossWeightKg: '400',
      volumeCbm: '4',
      packages: 4,
    },
  ];
  const saved = await send('PUT', `${base}/${job.id}/containers`, { version: 0, containers });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return job;
}

async function addHbl(base: string, jobId: number, overrides: object = {}) {
  const res = await send('POST', `${base}/${jobId}/hbls`, {
    hblNo: nextNo(),
    packages: 10,
    packageType: 'CTNS',
    weightKg: '1000',
    volumeCbm: '10',
    marks: 'APEX/LA',
    goodsName: 'LED LAMPS, 10 CARTONS',
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; hblNo: string };
}

const flat = (text: string) => text.replace(/\s+/g, '');

describe('printing an HB/L', () => {
  it('prints a draft from the job in the reader’s language, watermarked, with parties, containers and totals', async () => {
    const shipper = await partyNamed('SHIPPER', '上海进出口贸易有限公司');
    const consignee = await partyNamed('CONSIGNEE', '香港貿易有限公司');
    const job = await openJob(OE, { shipper: shipper.id, consignee: consignee.id });
    const hbl = await addHbl(OE, job.id, { shipper: shipper.id, consignee: consignee.id });

    const zh = await print(OE, job.id, { kind: 'HBL', hblId: hbl.id, variant: 'DRAFT' }, { language: 'zh_CN' });
    expect(zh.status, JSON.stringify(zh.body)).toBe(200);
    expect(zh.headers['content-disposition']).toContain(`inline; filename="HBL-${hbl.hblNo}-DRAFT.pdf"`);
    const text = flat(await pdfText(zh.pdf));
    for (const expected of [job.jobNo, hbl.hblNo, '货代提单', '草稿', '上海进出口贸易有限公司', '香港貿易有限公司']) {
      expect(text).toContain(expected);
    }
    for (const expected of ['MSCU1234566/SL001', 'TGHU9876542/SL002', '1,000.5', 'APEX/LA', 'LEDLAMPS,10CARTONS']) {
      expect(text).toContain(expected);
    }

    const hk = await print(OE, job.id, { kind: 'HBL', hblId: hbl.id, variant: 'COPY' }, { language: 'zh_HK' });
    expect(flat(await pdfText(hk.pdf))).toContain('貨代提單');
    const en = await print(OE, job.id, { kind: 'HBL', variant: 'NON_NEGOTIABLE' });
    expect(en.status, JSON.stringify(en.body)).toBe(200);
    const english = await pdfText(en.pdf);
    expect(english).toContain('HOUSE BILL OF LADING');
    expect(english).toContain('NON-NEGOTIABLE COPY');
  });

  it('moves a description too long for the face to an attached sheet', async () => {
    const job = await openJob(OE);
    const goodsName = Array.from({ length: 60 }, (_, i) => `LINE ${i + 1} OF THE CARGO DESCRIPTION`).join('\n');
    const hbl = await addHbl(OE, job.id, { goodsName });
    const res = await print(OE, job.id, { kind: 'HBL', hblId: hbl.id });
    const pages = await pdfPages(res.pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain('See attached sheet');
    expect(pages[0]).not.toContain('LINE 60 OF');
    const sheet = pages.slice(1).join('\n');
    expect(sheet).toContain(`Attached sheet of B/L ${hbl.hblNo}`);
    expect(sheet).toContain('LINE 1 OF THE CARGO DESCRIPTION');
    expect(sheet).toContain('LINE 60 OF THE CARGO DESCRIPTION');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('issues an original once; a reprint needs /document/original and a reason, and is logged', async () => {
    const job = await openJob(OE);
    const hbl = await addHbl(OE, job.id);
    const original = { kind: 'HBL', hblId: hbl.id, variant: 'ORIGINAL' };

    expect((await print(OE, job.id, original, { token: t.tokens.sales01 })).status).toBe(403);
    expect((await print(OE, job.id, original, { token: t.tokens.op01 })).status).toBe(200);
    const again = await print(OE, job.id, original, { token: t.tokens.op01 });
    expect(again.status).toBe(400);
    expect(again.body.code ?? again.body.message).toBeTruthy();
    expect(again.body.message).toContain(`The original of HB/L ${hbl.hblNo} was issued on`);
    expect(again.body.message).toContain('by op01');
    const reprint = await print(
      OE,
      job.id,
      { ...original, reason: 'Shipper lost the first set' },
      { token: t.tokens.op01 },
    );
    expect(reprint.status).toBe(200);

    const prints = (await send('GET', `${OE}/${job.id}/documents/prints`)).body.data;
    expect(
      prints.map((p: { variant: string; reason: string; printedBy: string }) => [p.variant, p.reason, p.printedBy]),
    ).toEqual([
      ['ORIGINAL', 'Shipper lost the first set', 'op01'],
      ['ORIGINAL', '', 'op01'],
    ]);
    expect(await auditActionsOf(t, 'hbl', hbl.id)).toEqual(['document.originalIssued', 'document.originalReprinted']);
  });

  it('refuses a job without an HB/L, an HB/L of another job, another office’s job and a caller without the permission', async () => {
    const job = await openJob(OE);
    const none = await print(OE, job.id, { kind: 'HBL' });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(`Job ${job.jobNo} has no HB/L to print: add one on its B/L tab first`);
    const other = await openJob(OE);
    const foreign = await addHbl(OE, other.id);
    expect((await print(OE, job.id, { kind: 'HBL', hblId: foreign.id })).status).toBe(404);
    await addHbl(OE, job.id);
    await addHbl(OE, job.id);
    const which = await print(OE, job.id, { kind: 'HBL' });
    expect(which.status).toBe(400);
    expect(which.body.message).toContain('has 2 HB/Ls: choose the one to print');
    expect((await print(OE, job.id, { kind: 'HBL', hblId: foreign.id }, { token: t.tokens.cs01 })).status).toBe(404);
    expect((await print(OE, job.id, { kind: 'HBL', hblId: foreign.id }, { token: t.tokens.wh01 })).status).toBe(403);
    const notForType = await print(OE, job.id, { kind: 'ARRIVAL_NOTICE' });
    expect(notForType.status).toBe(400);
    expect(notForType.body.message).toBe('The Arrival notice is not printed for this job type');
  });
});

describe('the job’s other documents', () => {
  it('prints the shipping instructions and booking confirmation of an export job', async () => {
    const shipper = await partyNamed('SHIPPER', '宁波进出口有限公司', 1);
    const job = await openJob(OE, { shipper: shipper.id, mblNo: 'MAEU123456789' });
    const si = await print(OE, job.id, { kind: 'SHIPPING_INSTRUCTIONS' }, { language: 'zh_CN' });
    expect(si.status, JSON.stringify(si.body)).toBe(200);
    const siText = flat(await pdfText(si.pdf));
    for (const expected of ['提单补料', job.jobNo, 'MAEU123456789', '宁波进出口有限公司', 'MSCU1234566', '1,000.5']) {
      expect(siText).toContain(expected);
    }
    const so = await print(OE, job.id, { kind: 'BOOKING_CONFIRMATION' });
    const soText = await pdfText(so.pdf);
    expect(soText).toContain('BOOKING CONFIRMATION');
    expect(soText).toContain('2x40HQ');
  });

  it('carries a long description of the job over pages, under the cargo table’s header', async () => {
    const goodsDescription = Array.from({ length: 120 }, (_, i) => `ITEM ${i + 1} OF THE PACKING LIST`).join('\n');
    const job = await openJob(OE, { goodsDescription });
    const res = await print(OE, job.id, { kind: 'SHIPPING_INSTRUCTIONS' });
    const pages = await pdfPages(res.pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages.slice(1)) expect(page).toContain('Number and kind of packages; description of goods');
    const text = pages.join('\n');
    for (const item of [1, 25, 26, 120]) expect(text).toContain(`ITEM ${item} OF THE PACKING LIST`);
  });

  it('prints the arrival notice with the consignee’s charges due, and the delivery order, of an import job', async () => {
    const { line, saveLines, setRate } = chargeFactories(t, 'OI');
    await setRate('USD', 'CNY', '7.1');
    const consignee = await partyNamed('CONSIGNEE', '深圳收货人有限公司');
    const job = await openJob(OI, { consignee: consignee.id, lastFreeDate: '2099-02-12' });
    await addHbl(OI, job.id, { consignee: consignee.id });
    const saved = await saveLines(
      job.id,
      [
        await line({ partyId: consignee.id, chargeCode: 'OFR', num: '2', price: '1150.25' }),
        await line({ partyId: consignee.id, chargeCode: 'OFR', currency: 'CNY', unit: 'BL', num: '1', price: '980' }),
        await line({ side: 'AP', chargeCode: 'OFR', price: '900' }),
      ],
      0,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const an = await print(OI, job.id, { kind: 'ARRIVAL_NOTICE' }, { language: 'zh_CN' });
    expect(an.status, JSON.stringify(an.body)).toBe(200);
    const anText = flat(await pdfText(an.pdf));
    for (const expected of [
      '到货通知',
      job.jobNo,
      '深圳收货人有限公司',
      '2099-02-12',
      '放货前应付费用',
      'OFR',
      '2,300.50',
      '980.00',
    ]) {
      expect(anText).toContain(expected);
    }
    expect(anText).not.toContain('1,800.00');

    const delivery = await print(OI, job.id, { kind: 'DELIVERY_ORDER' });
    const doText = await pdfText(delivery.pdf);
    expect(doText).toContain('DELIVERY ORDER');
    expect(doText).toContain('Please release the cargo below to');
    expect(doText).toContain('TGHU9876542');
  });
});

describe('batch print of HB/Ls', () => {
  const batch = (body: object, token = t.admin) =>
    t.app.inject({
      method: 'POST',
      url: `${OE}/documents/hbl-batch`,
      headers: { authorization: token, 'x-language': 'en_US', accept: 'application/x-ndjson' },
      payload: body,
    });

  it('streams one PDF of the selected jobs’ HB/Ls with the jobs done, recording each print', async () => {
    const first = await openJob(OE);
    const second = await openJob(OE);
    const hbls = [await addHbl(OE, first.id), await addHbl(OE, first.id), await addHbl(OE, second.id)];
    const res = await batch({ jobIds: [first.id, second.id] });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const progress = lines.filter((l) => l.progress).map((l) => l.progress);
    expect(progress.map((p) => [p.done, p.total])).toEqual([
      [2, 3],
      [3, 3],
      [3, 3],
    ]);
    expect(lines.at(-1)).toMatchObject({ statusCode: 200, data: { documents: 3 } });
    const pdf = Buffer.concat(progress.map((p) => Buffer.from(p.pdf, 'base64')));
    const pages = await pdfPages(new Uint8Array(pdf));
    expect(pages.length).toBe(3);
    for (const [index, hbl] of hbls.entries()) expect(pages[index]).toContain(hbl.hblNo);
    expect(pages.every((page) => page.includes('Page 1 of 1'))).toBe(true);
    const prints = (await send('GET', `${OE}/${first.id}/documents/prints`)).body.data;
    expect(prints).toHaveLength(2);
  });

  it('refuses jobs without an HB/L by number, and another office’s job as not found, before printing', async () => {
    const withHbl = await openJob(OE);
    await addHbl(OE, withHbl.id);
    const without = await openJob(OE);
    const res = await batch({ jobIds: [withHbl.id, without.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`These jobs have no HB/L to print: ${without.jobNo}`);
    expect((await batch({ jobIds: [withHbl.id] }, t.tokens.cs01)).statusCode).toBe(404);
    expect((await batch({ jobIds: [withHbl.id], variant: 'ORIGINAL' })).statusCode).toBe(400);
  });
});
