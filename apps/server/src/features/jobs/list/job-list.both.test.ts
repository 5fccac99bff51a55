import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../../test/db-state';
import { JOB_PATHS, jobInput, jobSender, partyWithRole, userId } from '../../../../test/job-factories';
import { readExport } from '../../../../test/read-xlsx';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp();
const refused = refusalsOf(t);

const { OE, OI } = JOB_PATHS;
const send = jobSender(t);
const list = (query: Record<string, string>, token = t.admin, base: string = OE) =>
  send('GET', `${base}?${new URLSearchParams(query)}`, undefined, token);

async function openJob(overrides: object = {}, base = OE) {
  const res = await send('POST', base, await jobInput(t, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const jobCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from jobs`))[0]!.n;

describe('GET /ocean-export/jobs (the list)', () => {
  it('pages the office jobs newest first, with the names the grid shows', async () => {
    const a = await openJob({ mblNo: 'JLTEST0001' });
    const b = await openJob({ mblNo: 'JLTEST0002' });
    const res = await list({ pageSize: '2' });
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    const row = res.body.data.rows[0];
    expect(row).toMatchObject({ jobNo: b.jobNo, jobStatus: 'OPEN', pol: 'CNSHA', pod: 'USLAX', mblNo: 'JLTEST0002' });
    expect(row.customer).toMatchObject({ code: expect.any(String), blacklisted: false });
    expect(row.operator).toBeTruthy();
    expect(res.body.data.total).toBeGreaterThanOrEqual(2);
  });

  it('finds jobs by pasted MB/L or HB/L numbers, one per line or comma separated', async () => {
    const a = await openJob({ mblNo: 'JLPASTE001' });
    const b = await openJob({ hblNo: 'JLPASTE002' });
    const res = await list({ billNos: 'jlpaste001\r\n JLPASTE002, NOSUCHBILL' });
    expect(res.body.data.rows.map((r: { id: number }) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(res.body.data.total).toBe(2);
  });

  it('finds a job by the number of an HB/L it holds in its B/L tab', async () => {
    const job = await openJob();
    await t.database.db.execute(
      sql`insert into job_hbls (job_id, office_code, hbl_no) values (${job.id}, 'SHA', 'JLHOUSE001')`,
    );
    const res = await list({ billNos: 'JLHOUSE001' });
    expect(res.body.data.rows.map((r: { id: number }) => r.id)).toEqual([job.id]);
  });

  it('refuses a 201st number with a clear message (spec §5)', async () => {
    const nos = Array.from({ length: 201 }, (_, i) => `MB${i}`).join('\n');
    const res = await list({ billNos: nos });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('At most 200 MB/L or HB/L numbers');
    const ok = await list({ billNos: nos.split('\n').slice(0, 200).join(',') });
    expect(ok.status).toBe(200);
  });

  it('filters by status and an ETD range, by customer name, and sorts by a whitelisted column', async () => {
    const customer = await partyWithRole(t, 'CUSTOMER', 1);
    const job = await openJob({ jobStatus: 'CONFIRMED', etd: '2098-05-10', eta: '2098-06-01', customer: customer.id });
    const res = await list({ jobStatus: 'CONFIRMED', dateType: 'ETD', dateFrom: '2098-05-01', dateTo: '2098-05-10' });
    expect(res.body.data.rows.map((r: { id: number }) => r.id)).toEqual([job.id]);
    const named = await list({
      customerName: job.parties.customer.nameEn.slice(2, 9),
      dateType: 'ETD',
      dateFrom: '2098-05-01',
    });
    expect(named.body.data.rows.map((r: { id: number }) => r.id)).toContain(job.id);
    const sorted = await list({ sortField: 'jobNo', sortOrder: 'ascend', pageSize: '5' });
    const nos = sorted.body.data.rows.map((r: { jobNo: string }) => r.jobNo);
    expect(nos).toEqual([...nos].sort());
    expect((await list({ sortField: 'customerId' })).status).toBe(400);
    expect((await list({ dateFrom: '2098-05-01' })).status).toBe(400);
  });

  it('never lists another office’s jobs, nor the other type', async () => {
    const job = await openJob({ mblNo: 'JLOFFICE01' });
    const szx = await t.signIn('cs01');
    expect((await list({ billNos: 'JLOFFICE01' }, szx)).body.data.rows).toEqual([]);
    expect((await list({ billNos: 'JLOFFICE01' }, t.admin, OI)).body.data.rows).toEqual([]);
    expect((await list({ billNos: 'JLOFFICE01' })).body.data.rows[0].id).toBe(job.id);
  });

  it('exports the whole filtered result as a workbook', async () => {
    await openJob({ mblNo: 'JLEXPORT01' });
    const res = await send('GET', `${OE}/export?billNos=JLEXPORT01`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.text.length).toBeGreaterThan(1000);
  });
});

describe('the list and its export show the job card’s data (issue 16)', () => {
  /** A job whose general part names other containers than it holds, with an HB/L made in its B/L tab. */
  async function jobWithParts(n: number) {
    const job = await openJob({ mblNo: `JLPARTS00${n}`, containerTypeQty: '2x40HC' });
    await t.database.db.execute(sql`
      insert into job_hbls (job_id, office_code, hbl_no)
      values (${job.id}, 'SHA', ${`JLPARTSH${n}2`}), (${job.id}, 'SHA', ${`JLPARTSH${n}1`})`);
    await t.database.db.execute(sql`
      insert into job_containers (job_id, line_no, container_type) values
        (${job.id}, 1, '40HQ'), (${job.id}, 2, '20GP'), (${job.id}, 3, '40HQ')`);
    return job;
  }

  it('lists the HB/Ls of the B/L tab and the saved containers by type', async () => {
    const job = await jobWithParts(1);
    const [row] = (await list({ billNos: 'JLPARTS001' })).body.data.rows;
    expect(row).toMatchObject({ id: job.id, hblNo: 'JLPARTSH11, JLPARTSH12', containers: '2x40HQ, 1x20GP' });
  });

  it('adds the general part’s HB/L no when it names another one', async () => {
    const job = await openJob({ mblNo: 'JLPARTS003', hblNo: 'JLPARTSH00' });
    const [row] = (await list({ billNos: 'JLPARTS003' })).body.data.rows;
    expect(row).toMatchObject({ id: job.id, hblNo: 'JLPARTSH00', containers: '' });
  });

  it('exports the same columns, with the dates as date cells in §9’s format', async () => {
    const job = await jobWithParts(4);
    const sheet = await readExport(t, `${OE}/export?billNos=JLPARTS004`, t.admin);
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1);
    expect(cell('Job no').value).toBe(job.jobNo);
    expect(cell('HB/L no').value).toBe('JLPARTSH41, JLPARTSH42');
    expect(cell('Containers').value).toBe('2x40HQ, 1x20GP');
    expect(cell('ETD').value).toEqual(new Date('2099-01-10T00:00:00Z'));
    expect(cell('ETD').numFmt).toBe('yyyy-mm-dd');
    expect(cell('Operation time').value).toBeInstanceOf(Date);
    expect(cell('Operation time').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('writes the times in the zone the browser says it is in', async () => {
    await jobWithParts(5);
    const [row] = (await list({ billNos: 'JLPARTS005' })).body.data.rows;
    const sheet = await readExport(t, `${OE}/export?billNos=JLPARTS005`, t.admin, 'en_US', {
      'x-time-zone': 'Asia/Shanghai',
    });
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const written = sheet.getRow(2).getCell(header.indexOf('Operation time') + 1).value as Date;
    // Shanghai is UTC+8 all year: the cell shows the wall clock there.
    expect(written.getTime() - new Date(row.operationAt).getTime()).toBe(8 * 3_600_000);
  });
});

describe('POST /ocean-export/jobs/:id/copy', () => {
  it('opens a new job with the chosen groups only, never the number, status, bills or dates', async () => {
    const source = await openJob({
      mblNo: 'JLCOPY0001',
      jobStatus: 'CONFIRMED',
      goodsDescription: 'TOYS',
      vessel: 'COPY ME',
      clientRefNo: 'REF-1',
      atd: '2099-01-10',
    });
    const res = await send('POST', `${OE}/${source.id}/copy`, { groups: ['parties', 'route', 'cargo', 'people'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const copy = res.body.data;
    expect(copy.jobNo).not.toBe(source.jobNo);
    expect(copy).toMatchObject({
      jobStatus: 'OPEN',
      mblNo: '',
      atd: null,
      clientRefNo: '',
      goodsDescription: 'TOYS',
    });
    expect(copy).toMatchObject({ vessel: 'COPY ME', etd: source.etd, pol: source.pol });
    expect(copy.customer).toBe(source.customer);
    expect(await auditActionsOf(t, 'job', copy.id)).toEqual(['job.created', 'job.copied']);
  });

  it('answers 404 for another office, 403 without the edit permission, and rolls back on a failed log', async () => {
    const source = await openJob();
    const szx = await t.signIn('cs01');
    expect((await send('POST', `${OE}/${source.id}/copy`, { groups: ['parties'] }, szx)).status).toBe(404);
    const fin = await t.signIn('fin01');
    const denied = await refused(
      async () => send('POST', `${OE}/${source.id}/copy`, { groups: ['parties'] }, fin),
      403,
    );
    expect(denied.message).toBe('no permission to use the function');
    const before = await jobCount();
    const restore = await failAuditOf(t, 'job.copied');
    try {
      expect(
        (await send('POST', `${OE}/${source.id}/copy`, { groups: ['parties', 'people', 'route', 'cargo'] })).status,
      ).toBe(500);
    } finally {
      await restore();
    }
    expect(await jobCount()).toBe(before);
  });
});

describe('PUT /ocean-export/jobs/batch', () => {
  it('sets one field on every selected job, logged per job', async () => {
    const [a, b] = [await openJob(), await openJob()];
    const operator = await userId(t, 'admin');
    const res = await send('PUT', `${OE}/batch`, {
      jobs: [a, b].map((j) => ({ id: j.id, version: j.version })),
      change: { field: 'operator', value: operator },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ updated: 2 });
    const after = await send('GET', `${OE}/${a.id}`);
    expect(after.body.data).toMatchObject({ operator, version: a.version + 1 });
    expect(await auditActionsOf(t, 'job', b.id)).toEqual(['job.created', 'job.batchUpdated']);
  });

  it('changes nothing when one version is stale (409), one job is of another office (404), or the log fails', async () => {
    const [a, b] = [await openJob({ vessel: 'BEFORE' }), await openJob({ vessel: 'BEFORE' })];
    const body = (jobs: { id: number; version: number }[]) => ({ jobs, change: { field: 'vessel', value: 'AFTER' } });
    const stale = await refused(
      async () =>
        send(
          'PUT',
          `${OE}/batch`,
          body([
            { id: a.id, version: a.version },
            { id: b.id, version: b.version + 5 },
          ]),
        ),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const szx = await t.signIn('cs01');
    expect((await send('PUT', `${OE}/batch`, body([{ id: a.id, version: a.version }]), szx)).status).toBe(404);
    const restore = await failAuditOf(t, 'job.batchUpdated');
    try {
      await refused(async () => send('PUT', `${OE}/batch`, body([{ id: a.id, version: a.version }])), 500);
    } finally {
      await restore();
    }
    expect((await send('GET', `${OE}/${a.id}`)).body.data.vessel).toBe('BEFORE');
    const fin = await t.signIn('fin01');
    expect((await send('PUT', `${OE}/batch`, body([{ id: a.id, version: a.version }]), fin)).status).toBe(403);
  });

  it('refuses a field outside the whitelist and an ETA before the ETD', async () => {
    const a = await openJob();
    const target = [{ id: a.id, version: a.version }];
    expect((await send('PUT', `${OE}/batch`, { jobs: target, change: { field: 'jobNo', value: 'X' } })).status).toBe(
      400,
    );
    const early = await send('PUT', `${OE}/batch`, { jobs: target, change: { field: 'eta', value: '2098-01-01' } });
    expect(early.status).toBe(400);
  });
});

describe('POST /ocean-export/jobs/:id/related', () => {
  it('opens the import job of the same shipment, linked both ways, and only once (spec §5)', async () => {
    const source = await openJob({ mblNo: 'JLRELATED1', jobMode: 'FCL' });
    const res = await send('POST', `${OE}/${source.id}/related`, { version: source.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const related = res.body.data;
    expect(related).toMatchObject({ jobType: 'OI', jobMode: 'FCL', mblNo: 'JLRELATED1', officeCode: 'SHA' });
    const rows = await list({ billNos: 'JLRELATED1' });
    expect(rows.body.data.rows[0].relatedJobId).toBe(related.id);
    const imports = await list({ billNos: 'JLRELATED1' }, t.admin, OI);
    expect(imports.body.data.rows[0].relatedJobId).toBe(source.id);
    const again = await refused(
      async () => send('POST', `${OE}/${source.id}/related`, { version: source.version + 1 }),
      409,
    );
    expect(again.code).toBe('jobList.alreadyRelated');
    const back = await refused(async () => send('POST', `${OI}/${related.id}/related`, { version: 1 }), 409);
    expect(back.code).toBe('jobList.alreadyRelated');
  });

  it('refuses other modes, stale versions, other offices and a failed log', async () => {
    const bulk = await openJob({ jobMode: 'BULK', packages: 10 });
    const mode = await refused(async () => send('POST', `${OE}/${bulk.id}/related`, { version: bulk.version }), 400);
    expect(mode.code).toBe('jobList.relatedModeRefused');
    const fcl = await openJob();
    expect((await send('POST', `${OE}/${fcl.id}/related`, { version: fcl.version + 1 })).status).toBe(409);
    const szx = await t.signIn('cs01');
    expect((await send('POST', `${OE}/${fcl.id}/related`, { version: fcl.version }, szx)).status).toBe(404);
    const before = await jobCount();
    const restore = await failAuditOf(t, 'job.relatedCreated');
    try {
      expect((await send('POST', `${OE}/${fcl.id}/related`, { version: fcl.version })).status).toBe(500);
    } finally {
      await restore();
    }
    expect(await jobCount()).toBe(before);
  });
});

describe('demo jobs on the list', () => {
  it('copy like any other job (their codes are the data dictionary’s)', async () => {
    const page = await list({ jobStatus: 'DEPARTED', pageSize: '5' });
    for (const job of page.body.data.rows) {
      const res = await send('POST', `${OE}/${job.id}/copy`, {
        groups: ['parties', 'route', 'people', 'terms', 'cargo'],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
});
