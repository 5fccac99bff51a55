import { describe, expect, it } from 'vitest';
import { auditActionsOf, refusalsOf } from '../../../../test/db-state';
import { RAIL_TABLES, railInput, railPaths } from '../../../../test/rail-factories';
import { useTestApp } from '../../../../test/test-app';
import { jobWithContainers as makeJob, shanghaiCaller } from '../../../../test/trucking-factories';

const t = useTestApp(['op01']);
const refused = refusalsOf(t, RAIL_TABLES);
const send = shanghaiCaller(t, () => t.tokens.op01);

describe('the rail entrusts of a job (spec §3 Rail entrust, §4)', () => {
  it('numbers an entrust by the office’s RAIL rule and moves it entrusted → departed → arrived, kept as history', async () => {
    const job = await makeJob(t, send);
    const paths = railPaths(job.id);
    const created = await send('POST', paths.tab, await railInput(t, job.nos));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const entrust = created.body.data;
    expect(entrust.entrustNo).toMatch(/^SHARE\d{8}$/);
    expect(created.body.message).toBe(`Rail entrust ${entrust.entrustNo} saved`);
    expect(entrust).toMatchObject({
      jobId: job.id,
      status: 'NOT_ENTRUSTED',
      weightKg: '21000.5000',
      packages: 800,
      trainPod: 'CNNGB',
      containerBelong: 'SHIPPER',
      version: 1,
      history: [],
    });
    expect(entrust.containers).toEqual(job.nos.map((no) => ({ containerNo: no, containerType: '40HQ', sealNo: '' })));

    const move = (version: number, to: string) => send('POST', paths.status(entrust.id), { version, to });
    const skip = await refused(() => move(1, 'DEPARTED'), 409);
    expect(skip).toMatchObject({
      code: 'entrustment.statusNotAllowed',
      message: `Rail entrust ${entrust.entrustNo} is "Not entrusted": it cannot go to "Departed"`,
    });
    for (const [version, to] of [
      [1, 'ENTRUSTED'],
      [2, 'DEPARTED'],
      [3, 'ARRIVED'],
    ] as const)
      expect((await move(version, to)).status).toBe(200);
    const tab = (await send('GET', paths.tab)).body.data;
    expect(tab).toMatchObject({ jobId: job.id, jobNo: job.jobNo });
    expect(tab.entrusts[0]).toMatchObject({ status: 'ARRIVED', version: 4 });
    expect(
      tab.entrusts[0].history.map((h: { from: string; to: string; changedBy: string }) => [h.from, h.to, h.changedBy]),
    ).toEqual([
      ['NOT_ENTRUSTED', 'ENTRUSTED', 'op01'],
      ['ENTRUSTED', 'DEPARTED', 'op01'],
      ['DEPARTED', 'ARRIVED', 'op01'],
    ]);
    expect(await auditActionsOf(t, 'railEntrust', entrust.id)).toEqual([
      'railEntrust.created',
      'railEntrust.statusChanged',
      'railEntrust.statusChanged',
      'railEntrust.statusChanged',
    ]);
  });
});
