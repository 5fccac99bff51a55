import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../../test/db-state';
import { jobInput, partyWithRole } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';
import { jobIdsByHblNos } from './queries';

const t = useTestApp();
const refused = refusalsOf(t);

const OE = '/api/ocean-export/jobs';
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

let serial = 0;
const nextNo = (prefix = 'HB') => `${prefix}${Date.now().toString(36).toUpperCase()}${serial++}`;

/** A job with the cargo every mode's field configuration asks for (LCL needs packages and volume). */
async function openJob(overrides: object = {}) {
  const cargo = { packages: 1, weightKg: '1000', volumeCbm: '1' };
  const res = await send('POST', OE, await jobInput(t, { ...cargo, ...overrides }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; jobNo: string; version: number };
}

async function addHbl(jobId: number, overrides: object = {}) {
  const res = await send('POST', `${OE}/${jobId}/hbls`, {
    hblNo: nextNo(),
    packages: 5,
    weightKg: '100',
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; hblNo: string; version: number };
}

const bills = async (jobId: number) => (await send('GET', `${OE}/${jobId}/bills`)).body.data;
const jobOf = async (jobId: number) => (await send('GET', `${OE}/${jobId}`)).body.data;

describe('HB/Ls of a job', () => {
  it('adds an HB/L with its parties and the chargeable weight, logged', async () => {
    const job = await openJob({ jobMode: 'LCL', weightKg: '500' });
    const consignee = await partyWithRole(t, 'CONSIGNEE');
    const hbl = await addHbl(job.id, { consignee: consignee.id, weightKg: '120.5', volumeCbm: '1.2' });
    expect(hbl).toMatchObject({ jobId: job.id, readOnly: false, weightKg: '120.5000', chargeableWeight: '200.0000' });
    const view = await bills(job.id);
    expect(view.hbls.map((h: { hblNo: string }) => h.hblNo)).toEqual([hbl.hblNo]);
    expect(view.hbls[0].consigneeName).toBeTruthy();
    expect(await auditActionsOf(t, 'job', job.id)).toEqual(['job.created', 'hbl.created']);
  });

  it('starts a new HB/L as the job, numbered by the office’s HB/L rule, the number used once saved (issue 16)', async () => {
    const [shipper, consignee] = await Promise.all([partyWithRole(t, 'SHIPPER'), partyWithRole(t, 'CONSIGNEE')]);
    const cargo = { packages: 40, packageType: 'CTNS', weightKg: '1234.5', volumeCbm: '12.3' };
    const words = { marks: 'N/M', goodsDescription: 'LED LAMPS' };
    const job = await openJob({ jobMode: 'LCL', shipper: shipper.id, consignee: consignee.id, ...cargo, ...words });
    const draft = (await send('GET', `${OE}/${job.id}/hbls/draft`)).body.data;
    expect(draft).toMatchObject({
      shipper: shipper.id,
      consignee: consignee.id,
      notify: null,
      packages: 40,
      packageType: 'CTNS',
      weightKg: '1234.5000',
      volumeCbm: '12.3000',
      marks: 'N/M',
      goodsName: 'LED LAMPS',
    });
    expect(draft.shipperName).toBeTruthy();
    expect(draft.hblNo).toMatch(/^SHAHB\d{8}$/);
    // A number typed by hand uses nothing up; the one offered does.
    await addHbl(job.id);
    expect((await send('GET', `${OE}/${job.id}/hbls/draft`)).body.data.hblNo).toBe(draft.hblNo);
    await addHbl(job.id, { hblNo: draft.hblNo });
    const next = (await send('GET', `${OE}/${job.id}/hbls/draft`)).body.data.hblNo;
    expect(Number(next.slice(-4))).toBe(Number(draft.hblNo.slice(-4)) + 1);
  });

  it('offers no HB/L no where the office has no HB/L rule (imports)', async () => {
    const res = await send('POST', '/api/ocean-import/jobs', await jobInput(t, { packages: 1 }));
    const draft = (await send('GET', `/api/ocean-import/jobs/${res.body.data.id}/hbls/draft`)).body.data;
    expect(draft).toMatchObject({ hblNo: '', packages: 1 });
  });

  it('asks before an HB/L heavier than the ordered weight, and saves once confirmed (spec §5)', async () => {
    const job = await openJob({ jobMode: 'LCL', weightKg: '100' });
    const body = { hblNo: nextNo(), weightKg: '100.0001' };
    const ask = await refused(() => send('POST', `${OE}/${job.id}/hbls`, body), 409);
    expect(ask).toMatchObject({ code: 'hbl.overWeight', data: { confirm: 'overWeight' } });
    // The figures as people read them (issue 16), not the stored 100.0000.
    expect(ask.message).toBe(
      'The HBL weight 100.0001 KGS is greater than the ordered weight 100.000 KGS: confirm it to save',
    );
    const saved = await send('POST', `${OE}/${job.id}/hbls`, { ...body, confirmOverWeight: true });
    expect(saved.status).toBe(200);
  });

  it('keeps HB/L numbers unique in the office', async () => {
    const job = await openJob({ jobMode: 'LCL' });
    const hbl = await addHbl(job.id);
    const again = await refused(() => send('POST', `${OE}/${job.id}/hbls`, { hblNo: hbl.hblNo.toLowerCase() }), 409);
    expect(again.code).toBe('record.duplicate');
  });

  it('saves an HB/L of its version only; a stale save writes nothing', async () => {
    const job = await openJob({ jobMode: 'LCL' });
    const hbl = await addHbl(job.id);
    const url = `${OE}/${job.id}/hbls/${hbl.id}`;
    const first = await send('PUT', url, { version: hbl.version, hblNo: hbl.hblNo, remark: 'first' });
    expect(first.body.data).toMatchObject({ remark: 'first', version: hbl.version + 1 });
    const second = await refused(() => send('PUT', url, { version: hbl.version, hblNo: hbl.hblNo, remark: 'x' }), 409);
    expect(second.code).toBe('record.stale');
  });

  it('is 404 from another office, 403 without the edit permission, and rolled back when the log fails', async () => {
    const job = await openJob({ jobMode: 'LCL' });
    const szx = await t.signIn('cs01');
    await refused(() => send('POST', `${OE}/${job.id}/hbls`, { hblNo: nextNo() }, szx), 404);
    expect((await send('GET', `${OE}/${job.id}/bills`, undefined, szx)).status).toBe(404);
    const fin = await t.signIn('fin01');
    await refused(() => send('POST', `${OE}/${job.id}/hbls`, { hblNo: nextNo() }, fin), 403);
    const restore = await failAuditOf(t, 'hbl.created');
    try {
      await refused(() => send('POST', `${OE}/${job.id}/hbls`, { hblNo: nextNo() }), 500);
    } finally {
      await restore();
    }
  });

  it('finds jobs by pasted HB/L numbers, within the office and type', async () => {
    const job = await openJob({ jobMode: 'LCL' });
    const hbl = await addHbl(job.id);
    const db = t.database.db;
    expect(await jobIdsByHblNos(db, 'SHA', 'OE', [` ${hbl.hblNo.toLowerCase()} `, 'NOPE'])).toEqual([job.id]);
    expect(await jobIdsByHblNos(db, 'SZX', 'OE', [hbl.hblNo])).toEqual([]);
    expect(await jobIdsByHblNos(db, 'SHA', 'OI', [hbl.hblNo])).toEqual([]);
  });

  it('lists the office HB/Ls, filtered and paged (spec §2.2 /HBLList)', async () => {
    const job = await openJob({ jobMode: 'LCL' });
    const hbl = await addHbl(job.id);
    const res = await send('GET', `/api/ocean-export/hbls?hblNo=${hbl.hblNo}&pageSize=5`);
    expect(res.body.data).toMatchObject({ total: 1, rows: [{ hblNo: hbl.hblNo, jobNo: job.jobNo, packages: 5 }] });
    const szx = await t.signIn('cs01');
    expect((await send('GET', `/api/ocean-export/hbls?hblNo=${hbl.hblNo}`, undefined, szx)).body.data.total).toBe(0);
  });
});

describe('MB/L part', () => {
  it('is created by a first save of version 0, then saved by version; a stale save is refused', async () => {
    const job = await openJob();
    expect((await bills(job.id)).mbl).toMatchObject({ version: 0, placeOfIssue: '' });
    const url = `${OE}/${job.id}/mbl`;
    const first = await send('PUT', url, {
      version: 0,
      placeOfIssue: 'Shanghai',
      originals: 3,
      onBoardDate: '2099-01-10',
    });
    expect(first.body.data).toMatchObject({ version: 1, placeOfIssue: 'Shanghai', originals: 3 });
    await refused(() => send('PUT', url, { version: 0, placeOfIssue: 'Ningbo' }), 409);
    expect((await send('PUT', url, { version: 1, placeOfIssue: 'Ningbo' })).body.data.version).toBe(2);
    // The forwarder's agent is no consignee in the party list, yet it is the MB/L's consignee.
    const agent = await partyWithRole(t, 'OVERSEAS_AGENT');
    const saved = await send('PUT', url, { version: 2, consignee: agent.id });
    expect(saved.body.data).toMatchObject({ consignee: agent.id, consigneeName: expect.any(String) });
    const missing = await refused(() => send('PUT', url, { version: 3, notify: 999999 }), 400);
    expect(missing.code).toBe('job.partyMissing');
  });
});

/** A CONSOL master with two LCL sub-jobs carrying cargo; the master as the last add answered it. */
async function consolidation() {
  let master = await openJob({ jobMode: 'CONSOL' });
  const a = await openJob({ jobMode: 'LCL', packages: 3, weightKg: '10.1', volumeCbm: '0.2' });
  const b = await openJob({ jobMode: 'LCL', packages: 4, weightKg: '20.2', volumeCbm: '0.1' });
  for (const sub of [a, b]) {
    const res = await send('POST', `${OE}/${master.id}/lcl`, { subJobId: sub.id, version: sub.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    master = res.body.data.master;
  }
  return { master, a, b };
}

describe('LCL consolidation (spec §4)', () => {
  it('adds sub-jobs, lists them, refreshes the master totals exactly, and removes one', async () => {
    const { master, a, b } = await consolidation();
    const candidates = await send('GET', `${OE}/${master.id}/lcl/candidates?keyword=${a.jobNo}`);
    expect(candidates.body.data.total).toBe(0);
    const refreshed = await send('POST', `${OE}/${master.id}/lcl/refresh`, { version: master.version });
    expect(refreshed.body.data.master).toMatchObject({ packages: 7, weightKg: '30.3000', volumeCbm: '0.3000' });
    expect(refreshed.body.data.subJobs.map((s: { id: number }) => s.id)).toEqual([a.id, b.id]);
    const bNow = await jobOf(b.id);
    const removed = await send('DELETE', `${OE}/${master.id}/lcl/${b.id}?version=${bNow.version}`);
    expect(removed.body.data.subJobs).toHaveLength(1);
    expect((await jobOf(b.id)).masterJobId).toBeNull();
    expect(await auditActionsOf(t, 'job', master.id)).toEqual([
      'job.created',
      'lcl.added',
      'lcl.added',
      'lcl.refreshed',
      'lcl.removed',
    ]);
  });

  it('keeps the master totals following each sub-job added or removed, without a refresh (issue 16)', async () => {
    const { master, a, b } = await consolidation();
    expect(master).toMatchObject({ packages: 7, weightKg: '30.3000', volumeCbm: '0.3000' });
    expect((await jobOf(master.id)).packages).toBe(7);
    const bNow = await jobOf(b.id);
    const removed = await send('DELETE', `${OE}/${master.id}/lcl/${b.id}?version=${bNow.version}`);
    expect(removed.body.data.master).toMatchObject({ packages: 3, weightKg: '10.1000', volumeCbm: '0.2000' });
    expect((await jobOf(master.id)).weightKg).toBe('10.1000');
    const aNow = await jobOf(a.id);
    const empty = await send('DELETE', `${OE}/${master.id}/lcl/${a.id}?version=${aNow.version}`);
    expect(empty.body.data.master).toMatchObject({ packages: 0, weightKg: '0.0000', volumeCbm: '0.0000' });
  });

  it('rolls an add back, the sub-job and the master totals both, when its log row fails', async () => {
    const master = await openJob({ jobMode: 'CONSOL' });
    const sub = await openJob({ jobMode: 'LCL', packages: 3, weightKg: '10.1', volumeCbm: '0.2' });
    const restore = await failAuditOf(t, 'lcl.added');
    try {
      await refused(() => send('POST', `${OE}/${master.id}/lcl`, { subJobId: sub.id, version: sub.version }), 500);
    } finally {
      await restore();
    }
    expect(await jobOf(master.id)).toMatchObject({ packages: 1, version: master.version });
    expect((await jobOf(sub.id)).masterJobId).toBeNull();
  });

  it('refuses a master that is not CONSOL, a job not LCL, a job already in a master, another office', async () => {
    const { master, a } = await consolidation();
    const fcl = await openJob({ jobMode: 'FCL' });
    const notMaster = await refused(() => send('POST', `${OE}/${fcl.id}/lcl`, { subJobId: a.id, version: 1 }), 409);
    expect(notMaster.code).toBe('lcl.notMaster');
    const notLcl = await refused(() => send('POST', `${OE}/${master.id}/lcl`, { subJobId: fcl.id, version: 1 }), 409);
    expect(notLcl.code).toBe('lcl.notLcl');
    const other = await openJob({ jobMode: 'CONSOL' });
    const aNow = await jobOf(a.id);
    const taken = await refused(
      () => send('POST', `${OE}/${other.id}/lcl`, { subJobId: a.id, version: aNow.version }),
      409,
    );
    expect(taken).toMatchObject({ code: 'lcl.alreadyConsolidated' });
    const szx = await t.signIn('cs01');
    await refused(() => send('POST', `${OE}/${master.id}/lcl/refresh`, { version: 1 }, szx), 404);
  });

  it('refuses a stale refresh and a stale add, writing nothing', async () => {
    const { master } = await consolidation();
    await send('POST', `${OE}/${master.id}/lcl/refresh`, { version: master.version });
    const body = await refused(() => send('POST', `${OE}/${master.id}/lcl/refresh`, { version: master.version }), 409);
    expect(body.code).toBe('record.stale');
    const c = await openJob({ jobMode: 'LCL' });
    const general = { ...(await jobInput(t, { packages: 1, volumeCbm: '1' })), jobMode: undefined, version: c.version };
    expect((await send('PUT', `${OE}/${c.id}`, general)).status).toBe(200);
    await refused(() => send('POST', `${OE}/${master.id}/lcl`, { subJobId: c.id, version: c.version }), 409);
  });

  it('rolls the refresh back when its log row fails', async () => {
    const { master } = await consolidation();
    const restore = await failAuditOf(t, 'lcl.refreshed');
    try {
      await refused(() => send('POST', `${OE}/${master.id}/lcl/refresh`, { version: master.version }), 500);
    } finally {
      await restore();
    }
  });

  it('shows the sub-jobs HB/Ls read-only on the master, which cannot edit nor hold them (spec §5)', async () => {
    const { master, a } = await consolidation();
    const hbl = await addHbl(a.id, { weightKg: '5' });
    const view = await bills(master.id);
    expect(view.hbls).toMatchObject([{ id: hbl.id, jobId: a.id, readOnly: true }]);
    const edit = await refused(
      () => send('PUT', `${OE}/${master.id}/hbls/${hbl.id}`, { version: hbl.version, hblNo: hbl.hblNo }),
      409,
    );
    expect(edit.code).toBe('hbl.editOnSubJob');
    await refused(() => send('DELETE', `${OE}/${master.id}/hbls/${hbl.id}?version=${hbl.version}`), 409);
    const own = await refused(() => send('POST', `${OE}/${master.id}/hbls`, { hblNo: nextNo() }), 409);
    expect(own.code).toBe('hbl.onMaster');
  });

  it('deletes the HB/L before its job and the sub-jobs before the master ("please delete HBL first")', async () => {
    const { master, a, b } = await consolidation();
    const hbl = await addHbl(a.id, { weightKg: '5' });
    const m = await jobOf(master.id);
    const first = await refused(() => send('DELETE', `${OE}/${master.id}?version=${m.version}`), 409);
    expect(first.code).toBe('job.deleteHblFirst');
    const aNow = await jobOf(a.id);
    await refused(() => send('DELETE', `${OE}/${a.id}?version=${aNow.version}`), 409);
    expect((await send('DELETE', `${OE}/${a.id}/hbls/${hbl.id}?version=${hbl.version}`)).status).toBe(200);
    for (const sub of [a, b]) {
      const now = await jobOf(sub.id);
      await send('DELETE', `${OE}/${master.id}/lcl/${sub.id}?version=${now.version}`);
    }
    expect((await send('DELETE', `${OE}/${master.id}?version=${(await jobOf(master.id)).version}`)).status).toBe(200);
  });
});

describe('splits and combines', () => {
  it('splits an HB/L into parts adding up exactly, and refuses parts that do not', async () => {
    const job = await openJob({ jobMode: 'LCL' });
    const hbl = await addHbl(job.id, { packages: 10, weightKg: '100.3', volumeCbm: '0.3', goodsName: 'SHOES' });
    const url = `${OE}/${job.id}/hbls/${hbl.id}/split`;
    const part = (packages: number, weightKg: string, volumeCbm: string) => ({
      hblNo: nextNo('SP'),
      packages,
      weightKg,
      volumeCbm,
    });
    const wrong = await refused(
      () => send('POST', url, { version: hbl.version, parts: [part(4, '40.1', '0.1'), part(6, '60.2001', '0.2')] }),
      400,
    );
    expect(wrong).toMatchObject({ code: 'split.mismatch', data: { fields: ['weightKg'] } });
    const res = await send('POST', url, {
      version: hbl.version,
      parts: [part(4, '40.1', '0.1'), part(6, '60.2', '0.2')],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((h: { packages: number; goodsName: string }) => [h.packages, h.goodsName])).toEqual([
      [4, 'SHOES'],
      [6, 'SHOES'],
    ]);
  });

  it("splits a job's cargo into its first HB/Ls, then combines them back with the totals kept", async () => {
    const job = await openJob({ jobMode: 'LCL', packages: 7, weightKg: '30.3', volumeCbm: '0.3' });
    const parts = [
      { hblNo: nextNo('SJ'), packages: 3, weightKg: '10.1', volumeCbm: '0.2' },
      { hblNo: nextNo('SJ'), packages: 4, weightKg: '20.2', volumeCbm: '0.1' },
    ];
    const split = await send('POST', `${OE}/${job.id}/hbls/split-job`, { jobVersion: job.version, parts });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const again = await refused(
      () => send('POST', `${OE}/${job.id}/hbls/split-job`, { jobVersion: job.version, parts }),
      409,
    );
    expect(again.code).toBe('split.jobHasHbls');
    const hbls = split.body.data.map((h: { id: number; version: number }) => ({ id: h.id, version: h.version }));
    const combined = await send('POST', `${OE}/${job.id}/hbls/combine`, { hbls, hblNo: parts[1]!.hblNo });
    expect(combined.body.data).toMatchObject({
      hblNo: parts[1]!.hblNo,
      packages: 7,
      weightKg: '30.3000',
      volumeCbm: '0.3000',
    });
    expect((await bills(job.id)).hbls).toHaveLength(1);
    // The versions read before the combine are stale now.
    await refused(() => send('POST', `${OE}/${job.id}/hbls/combine`, { hbls, hblNo: nextNo() }), 409);
  });
});
