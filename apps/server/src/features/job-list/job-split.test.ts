import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { JOB_PATHS, jobInput, jobSender, partyWithRole } from '../../../test/job-factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const refused = refusalsOf(t);
const { OI } = JOB_PATHS;
const send = jobSender(t);

/** An import job with 10 packages, 1000.5 KGS and 12.345 CBM, arrived last month. */
async function importJob(overrides: object = {}) {
  const input = await jobInput(t, {
    packages: 10,
    weightKg: '1000.5',
    volumeCbm: '12.345',
    mblNo: 'DOSPLIT0001',
    etd: '2026-09-01',
    eta: '2026-10-01',
    confirmPastEta: true,
    ...overrides,
  });
  const res = await send('POST', OI, input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; jobNo: string; version: number; consignee: number | null };
}

const parts = (consignee: number | null = null) => [
  { packages: 6, weightKg: '600.25', volumeCbm: '7' },
  { packages: 4, weightKg: '400.25', volumeCbm: '5.345', consignee },
];
const jobOf = async (id: number) => (await send('GET', `${OI}/${id}`)).body.data;

describe('POST /ocean-import/jobs/:id/split (/OceanImport/dosplit)', () => {
  it('keeps the first part on the job and opens a job of the same shipment for each other part', async () => {
    const source = await importJob({ jobStatus: 'ARRIVED' });
    const consignee = await partyWithRole(t, 'CONSIGNEE', 1);
    const res = await send('POST', `${OI}/${source.id}/split`, { version: source.version, parts: parts(consignee.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [kept, added] = res.body.data as { id: number; jobNo: string }[];
    expect(kept).toEqual({ id: source.id, jobNo: source.jobNo });
    expect(added!.jobNo).not.toBe(source.jobNo);

    expect(await jobOf(source.id)).toMatchObject({
      packages: 6,
      weightKg: '600.2500',
      volumeCbm: '7.0000',
      version: 2,
    });
    const part = await jobOf(added!.id);
    // The same shipment: its bill, route, past dates and progress; the part's cargo and consignee.
    expect(part).toMatchObject({
      jobMode: 'FCL',
      jobStatus: 'ARRIVED',
      mblNo: 'DOSPLIT0001',
      pol: 'CNSHA',
      eta: '2026-10-01',
      packages: 4,
      weightKg: '400.2500',
      volumeCbm: '5.3450',
      consignee: consignee.id,
    });
    expect(await auditActionsOf(t, 'job', source.id)).toEqual(['job.created', 'job.split']);
    expect(await auditActionsOf(t, 'job', added!.id)).toEqual(['job.created']);
  });

  it('refuses parts that do not add up, naming the quantities, and writes nothing', async () => {
    const source = await importJob();
    const body = await refused(
      async () =>
        send('POST', `${OI}/${source.id}/split`, {
          version: source.version,
          parts: [
            { packages: 6, weightKg: '600.25', volumeCbm: '7' },
            { packages: 3, weightKg: '400.25', volumeCbm: '5.344' },
          ],
        }),
      400,
    );
    expect(body.message).toBe('The parts do not add up to the whole: packages, volume (CBM)');
  });

  it('refuses a stale version, a consolidation, a job with HB/Ls, another office and a wrong consignee', async () => {
    const source = await importJob();
    const body = { version: source.version, parts: parts() };
    expect(
      (await refused(async () => send('POST', `${OI}/${source.id}/split`, { ...body, version: 7 }), 409)).code,
    ).toBe('record.stale');
    const szx = await t.signIn('cs01');
    await refused(async () => send('POST', `${OI}/${source.id}/split`, body, szx), 404);
    const notConsignee = await partyWithRole(t, 'OVERSEAS_AGENT');
    await refused(
      async () => send('POST', `${OI}/${source.id}/split`, { ...body, parts: parts(notConsignee.id) }),
      400,
    );

    const master = await importJob({ jobMode: 'CONSOL' });
    const onMaster = await refused(
      async () => send('POST', `${OI}/${master.id}/split`, { version: master.version, parts: parts() }),
      409,
    );
    expect(onMaster.message).toBe(`Job ${master.jobNo} is a consolidation: split one of its LCL sub-jobs instead`);

    const withHbl = await importJob({ jobMode: 'LCL' });
    const hbl = await send('POST', `${OI}/${withHbl.id}/hbls`, { hblNo: 'DOSPLITH01', packages: 10 });
    expect(hbl.status, JSON.stringify(hbl.body)).toBe(200);
    const fresh = await jobOf(withHbl.id);
    const held = await refused(
      async () => send('POST', `${OI}/${withHbl.id}/split`, { version: fresh.version, parts: parts() }),
      409,
    );
    expect(held.code).toBe('split.jobHasHbls');
  });

  it('needs the import edit permission, and rolls back when the log fails', async () => {
    const source = await importJob();
    const body = { version: source.version, parts: parts() };
    const sales = await t.signIn('sales01');
    await refused(async () => send('POST', `${OI}/${source.id}/split`, body, sales), 403);
    const restore = await failAuditOf(t, 'job.split');
    try {
      await refused(async () => send('POST', `${OI}/${source.id}/split`, body), 500);
    } finally {
      await restore();
    }
  });
});
