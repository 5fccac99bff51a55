import { describe, expect, it } from 'vitest';
import { jobInput } from '../../../test/job-factories';
import { fetchPdf } from '../../../test/pdf-answer';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['op01', 'hk.ops']);

const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, token: t.tokens.op01, ...(payload ? { payload } : {}) });

/** A party of its own with a Chinese name and an address, as the receiver of the paper. */
async function consignee() {
  const res = await t.call({
    method: 'POST',
    url: '/api/sys/parties',
    token: t.admin,
    payload: {
      code: `EXP-${Date.now().toString(36).toUpperCase()}`,
      nameEn: 'Lucky Star Imports Ltd.',
      nameCn: '幸運星進口有限公司',
      roles: ['CONSIGNEE'],
      officeCode: 'SHA',
      addresses: [{ address1: '8 Harbour Road', city: 'Wan Chai', countryCode: 'HK' }],
      contacts: [{ name: 'Chan Tai Man', phone: '+852 2511 0000' }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number };
}

async function sentRecord() {
  const party = await consignee();
  const job = (
    await send('POST', '/api/ocean-export/jobs', await jobInput(t, { consignee: party.id, mblNo: 'MBLEXP01' }))
  ).body.data;
  const created = (
    await send('POST', `/api/ocean-export/jobs/${job.id}/doc-records`, {
      docType: 'ORIGINAL_BL',
      belongsTo: 'MBL',
      originals: 3,
    })
  ).body.data;
  return { job, record: created as { id: number; docNo: string; version: number } };
}

describe('the express order of a doc record', () => {
  it('goes from the office to the bill’s consignee, with the paper as its contents and the courier’s number', async () => {
    const { record } = await sentRecord();
    await send('POST', `/api/doc-records/${record.id}/steps`, { version: 1, step: 'RECEIVE', date: '2026-01-10' });
    await send('POST', `/api/doc-records/${record.id}/steps`, {
      version: 2,
      step: 'SEND',
      date: '2026-01-11',
      sentTo: 'CONSIGNEE',
      signer: 'Li Lei',
      courier: 'SF Express',
      expressNo: 'SF1234567890',
    });
    const pdf = await fetchPdf(t, `/api/doc-records/${record.id}/express-order`, t.tokens.op01);
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`inline; filename="EXPRESS-${record.docNo}.pdf"`);
    for (const expected of [
      'EXPRESS ORDER',
      record.docNo,
      '2026-01-11',
      'Apex Logistics (China) Co., Ltd.',
      'Receiver (Consignee)',
      'Lucky Star Imports Ltd.',
      '幸運星進口有限公司',
      '8 Harbour Road, Wan Chai, HK',
      'Chan Tai Man +852 2511 0000',
      'SF Express',
      'SF1234567890',
      'Original B/L × 3 of MBL MBLEXP01',
    ])
      expect(pdf.text).toContain(expected);
    const zh = await fetchPdf(t, `/api/doc-records/${record.id}/express-order`, t.tokens.op01, 'zh_HK');
    expect(zh.text).toContain('快遞單');
    expect(zh.text).toContain('主單 MBLEXP01 的正本提單 × 3');
  });

  it('is addressed as asked before the paper is sent, to a party the bill names only; another office finds nothing', async () => {
    const { record } = await sentRecord();
    const toShipper = await fetchPdf(t, `/api/doc-records/${record.id}/express-order?to=SHIPPER`, t.tokens.op01);
    expect(toShipper).toMatchObject({ status: 400, body: { code: 'docRecord.noReceiver' } });
    expect((await fetchPdf(t, `/api/doc-records/${record.id}/express-order`, t.tokens.op01)).text).toContain(
      'Lucky Star Imports Ltd.',
    );
    expect((await fetchPdf(t, `/api/doc-records/${record.id}/express-order`, t.tokens['hk.ops'])).status).toBe(404);
  });

  it('is recorded in its job’s print history, with the HB/L when the paper is of one; a refused one is not', async () => {
    const { job, record } = await sentRecord();
    const hbl = (
      await send('POST', `/api/ocean-export/jobs/${job.id}/hbls`, {
        hblNo: `HBEXP${Date.now().toString(36).toUpperCase()}`,
        consignee: job.consignee,
        packages: 1,
        weightKg: '10',
      })
    ).body.data as { id: number; hblNo: string };
    const house = (
      await send('POST', `/api/ocean-export/jobs/${job.id}/doc-records`, {
        docType: 'ORIGINAL_BL',
        belongsTo: 'HBL',
        hblId: hbl.id,
        originals: 3,
      })
    ).body.data as { id: number };
    expect((await fetchPdf(t, `/api/doc-records/${record.id}/express-order?to=SHIPPER`, t.tokens.op01)).status).toBe(
      400,
    );
    expect((await fetchPdf(t, `/api/doc-records/${record.id}/express-order`, t.tokens.op01)).status).toBe(200);
    expect((await fetchPdf(t, `/api/doc-records/${house.id}/express-order`, t.tokens.op01)).status).toBe(200);
    const prints = (await send('GET', `/api/ocean-export/jobs/${job.id}/documents/prints`)).body.data;
    expect(prints).toMatchObject([
      { kind: 'EXPRESS_ORDER', hblId: hbl.id, hblNo: hbl.hblNo, printedBy: 'op01', templateVersionId: null },
      { kind: 'EXPRESS_ORDER', hblId: null, hblNo: '', printedBy: 'op01' },
    ]);
  });
});
