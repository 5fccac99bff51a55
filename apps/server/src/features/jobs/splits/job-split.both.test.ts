import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../../test/db-state';
import { JOB_PATHS, jobInput, jobSender, partyWithRole } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';

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

  it('refuses a stale version, a consolidation, a job with HB/Ls, another office and a consignee that is not a party', async () => {
    const source = await importJob();
    const body = { version: source.version, parts: parts() };
    expect(
      (await refused(async () => send('POST', `${OI}/${source.id}/split`, { ...body, version: 7 }), 409)).code,
    ).toBe('record.stale');
    const szx = await t.signIn('cs01');
    await refused(async () => send('POST', `${OI}/${source.id}/split`, body, szx), 404);
    // A party of any role may be the consignee (roles rank the pickers, issue 16); one that does not exist may not.
    await refused(async () => send('POST', `${OI}/${source.id}/split`, { ...body, parts: parts(999_999_999) }), 400);

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

const container = (
  containerNo: string,
  containerType: string,
  packingDate: string,
  gateInAt: string | null = null,
) => ({
  containerType,
  containerNo,
  packingDate,
  gateInAt,
  packages: 3,
  grossWeightKg: '300',
  volumeCbm: '4',
});
const goodsLine = (itemNo: string) => ({ itemNo, name: `Goods ${itemNo}`, pieces: 2, grossWeightKg: '100' });

/** An import job holding three containers and three goods lines, each list saved once (version 1). */
async function jobWithCargo() {
  // The container number typed on the general tab names every container of the shipment.
  const source = await importJob({ containerNo: 'MSCU1234566 TGHU9876542' });
  const containers = await send('PUT', `${OI}/${source.id}/containers`, {
    version: 0,
    containers: [
      container('MSCU1234566', '40HQ', '2026-09-05', '2026-09-06T01:00:00Z'),
      container('TGHU9876542', '20GP', '2026-09-03', '2026-09-04T01:00:00Z'),
      container('', '40HQ', '2026-09-07'),
    ],
  });
  expect(containers.status, JSON.stringify(containers.body)).toBe(200);
  const goods = await send('PUT', `${OI}/${source.id}/goods`, {
    version: 0,
    lines: [goodsLine('A-1'), goodsLine('A-2'), goodsLine('A-3')],
  });
  expect(goods.status, JSON.stringify(goods.body)).toBe(200);
  return source;
}

/** Three deliveries adding up to the job's cargo; the second and third take the lines named. */
const threeParts = (second: object, third: object = {}) => [
  { packages: 4, weightKg: '400.25', volumeCbm: '5' },
  { packages: 3, weightKg: '300.25', volumeCbm: '4', ...second },
  { packages: 3, weightKg: '300', volumeCbm: '3.345', ...third },
];

const containersOf = async (id: number) => (await send('GET', `${OI}/${id}/containers`)).body.data;
const goodsOf = async (id: number) => (await send('GET', `${OI}/${id}/goods`)).body.data;
const containerNos = (list: { containers: { containerNo: string }[] }) => list.containers.map((c) => c.containerNo);

/** The lines as stored, to see they are numbered 1..n on each job. */
const storedLines = (table: 'job_containers' | 'job_goods', jobIds: number[]) =>
  queryRows<{ job_id: number; line_no: number }>(
    t.database.db,
    sql`select job_id, line_no from ${sql.identifier(table)} where job_id in ${sql.raw(`(${jobIds.join(',')})`)}
        order by job_id, line_no`,
  );

describe('containers and goods lines of a split (/OceanImport/dosplit)', () => {
  it('moves the named lines to the new jobs, numbered 1..n, with their versions, dates and container types', async () => {
    const source = await jobWithCargo();
    const res = await send('POST', `${OI}/${source.id}/split`, {
      version: source.version,
      containersVersion: 1,
      goodsVersion: 1,
      parts: threeParts({ containerLines: [2], goodsLines: [3, 1] }, { containerLines: [3] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [, first, second] = res.body.data as { id: number; jobNo: string }[];
    const ids = [source.id, first!.id, second!.id];

    const [kept, took, tookBlank] = await Promise.all(ids.map(containersOf));
    expect([kept, took, tookBlank].map(containerNos)).toEqual([['MSCU1234566'], ['TGHU9876542'], ['']]);
    expect([kept, took, tookBlank].map((l) => l.version)).toEqual([2, 1, 1]);
    const goods = await Promise.all(ids.map(goodsOf));
    expect(goods.map((g) => g.lines.map((l: { itemNo: string }) => l.itemNo))).toEqual([['A-2'], ['A-1', 'A-3'], []]);
    // The third job took no goods: its list was never saved.
    expect(goods.map((g) => g.version)).toEqual([2, 1, 0]);
    expect(await storedLines('job_containers', ids)).toEqual(ids.map((id) => ({ job_id: id, line_no: 1 })));
    expect(await storedLines('job_goods', ids)).toEqual([
      { job_id: source.id, line_no: 1 },
      { job_id: first!.id, line_no: 1 },
      { job_id: first!.id, line_no: 2 },
    ]);

    const jobs = await queryRows<{
      id: number;
      container_no: string;
      container_type_qty: string;
      packing_date: string;
      gate_in_date: string;
    }>(
      t.database.db,
      sql`select id, container_no, container_type_qty, packing_date::text, gate_in_date::text from jobs
          where id in (${source.id}, ${first!.id}, ${second!.id}) order by id`,
    );
    // Each job's container number names its own containers, not the original's.
    expect(jobs).toEqual([
      {
        id: source.id,
        container_no: 'MSCU1234566',
        container_type_qty: '1x40HQ',
        packing_date: '2026-09-05',
        gate_in_date: '2026-09-06',
      },
      {
        id: first!.id,
        container_no: 'TGHU9876542',
        container_type_qty: '1x20GP',
        packing_date: '2026-09-03',
        gate_in_date: '2026-09-04',
      },
      {
        id: second!.id,
        container_no: '',
        container_type_qty: '1x40HQ',
        packing_date: '2026-09-07',
        gate_in_date: null,
      },
    ]);
    const [log] = await queryRows<{ detail: { moved: unknown; changes: { containerTypeQty: unknown } } }>(
      t.database.db,
      sql`select detail from sys_oper_log where action = 'job.split' and entity_id = ${String(source.id)}`,
    );
    expect(log?.detail.changes.containerTypeQty).toEqual(['2x40HQ', '1x40HQ']);
    expect(log?.detail.moved).toEqual([
      { jobNo: first!.jobNo, containerNos: ['TGHU9876542'], goodsLines: [1, 3] },
      { jobNo: second!.jobNo, containerNos: ['line 3'], goodsLines: [] },
    ]);
  });

  it('leaves every line on the job when no part names any, with no list version asked', async () => {
    const source = await jobWithCargo();
    const res = await send('POST', `${OI}/${source.id}/split`, { version: source.version, parts: threeParts({}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kept = await containersOf(source.id);
    expect(kept).toMatchObject({ version: 1, totals: { typeSummary: '2x40HQ+1x20GP' } });
    expect((await goodsOf(source.id)).lines).toHaveLength(3);
  });

  it('refuses a line named twice, by the kept part or unknown, a stale or missing list version, and writes nothing', async () => {
    const source = await jobWithCargo();
    const split = (body: object) =>
      send('POST', `${OI}/${source.id}/split`, {
        version: source.version,
        containersVersion: 1,
        goodsVersion: 1,
        ...body,
      });

    const twice = await refused(
      () => split({ parts: threeParts({ containerLines: [2] }, { containerLines: [1, 2] }) }),
      400,
    );
    expect(twice.data.issues).toEqual([
      { field: 'body.parts[2].containerLines[1]', message: 'Container line 2 is named by more than one part' },
    ]);
    const goodsTwice = await refused(() => split({ parts: threeParts({ goodsLines: [1, 1] }) }), 400);
    expect(goodsTwice.data.issues[0].message).toBe('Goods line 1 is named by more than one part');
    const byKept = await refused(
      () => split({ parts: [{ ...threeParts({})[0], goodsLines: [1] }, ...threeParts({}).slice(1)] }),
      400,
    );
    expect(byKept.data.issues[0]).toMatchObject({ field: 'body.parts[0].goodsLines' });
    const unknown = await refused(
      () => split({ parts: threeParts({ containerLines: [4, 2] }, { containerLines: [9] }) }),
      400,
    );
    expect(unknown).toMatchObject({ code: 'split.unknownContainers', data: { containerLines: [4, 9] } });
    expect(unknown.message).toBe(`Job ${source.jobNo} has no container line 4, 9`);
    const unknownGoods = await refused(() => split({ parts: threeParts({ goodsLines: [4] }) }), 400);
    expect(unknownGoods.message).toBe(`Job ${source.jobNo} has no goods line 4`);
    const noVersion = await refused(
      () => split({ containersVersion: undefined, parts: threeParts({ containerLines: [1] }) }),
      400,
    );
    expect(noVersion.data.issues[0].field).toBe('body.containersVersion');

    // Someone saved the lists since they were read: the numbers may name other lines now.
    for (const stale of [{ containersVersion: 0 }, { goodsVersion: 2 }]) {
      const body = await refused(
        () => split({ ...stale, parts: threeParts({ containerLines: [1], goodsLines: [1] }) }),
        409,
      );
      expect(body.code).toBe('record.stale');
    }
    // The lines have moved when the log is written last: its failure takes them back.
    const restore = await failAuditOf(t, 'job.split');
    try {
      await refused(() => split({ parts: threeParts({ containerLines: [1], goodsLines: [1] }) }), 500);
    } finally {
      await restore();
    }
    expect(containerNos(await containersOf(source.id))).toEqual(['MSCU1234566', 'TGHU9876542', '']);
    expect((await jobOf(source.id)).version).toBe(source.version);
  });
});
