import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { jobInput } from '../../../test/job-factories';
import { useTestApp } from '../../../test/test-app';
import { queryRows, sql } from '../../db/client';

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

  it('refuses a wrong check digit naming the container and the expected digit, and a repeated number', async () => {
    const job = await openJob();
    const digit = await refused(() => saveContainers(job.id, [container({ containerNo: 'MSCU1234560' })]), 400);
    expect(digit.data.issues).toEqual([
      {
        field: 'body.containers[0].containerNo',
        message: 'Container MSCU1234560: the check digit should be 6 (ISO 6346)',
      },
    ]);
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
