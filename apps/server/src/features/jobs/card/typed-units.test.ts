import { describe, expect, it } from 'vitest';
import { jobInput } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

const OE = '/api/ocean-export/jobs';
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, token: t.admin, ...(payload ? { payload } : {}) });

const general = async (overrides: object) => ({ ...(await jobInput(t, overrides)), jobMode: undefined });

describe('a weight typed in LB, a volume typed in CBF (issue 16)', () => {
  it('keeps the figure typed and derives KG and CBM from it, on create and update', async () => {
    const created = await send('POST', OE, await jobInput(t, { weightLb: '10000', volumeCbf: '1000' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const job = created.body.data;
    expect(job).toMatchObject({
      weightLb: '10000.0000',
      weightKg: '4536.0000',
      volumeCbf: '1000.0000',
      volumeCbm: '28.3168',
    });
    // Saved again as the card sends it (KG beside the LB it came from): nothing drifts.
    const body = { ...(await general({})), version: job.version };
    const again = await send('PUT', `${OE}/${job.id}`, {
      ...body,
      weightKg: job.weightKg,
      weightLb: job.weightLb,
      volumeCbm: job.volumeCbm,
      volumeCbf: job.volumeCbf,
    });
    expect(again.body.data).toMatchObject({ weightLb: '10000.0000', volumeCbf: '1000.0000' });
  });

  it('lets a KG typed since the LB win, the LB no longer kept', async () => {
    const job = (await send('POST', OE, await jobInput(t, { weightLb: '10000' }))).body.data;
    const body = { ...(await general({})), version: job.version, weightKg: '5000', weightLb: '10000' };
    const saved = await send('PUT', `${OE}/${job.id}`, body);
    expect(saved.body.data).toMatchObject({ weightKg: '5000.0000', weightLb: null });
  });

  it('keeps a figure typed in KG and CBM as it was typed, the other units derived on the screen', async () => {
    const job = (await send('POST', OE, await jobInput(t, { weightKg: '4536', volumeCbm: '28.3168' }))).body.data;
    expect(job).toMatchObject({ weightKg: '4536.0000', weightLb: null, volumeCbm: '28.3168', volumeCbf: null });
  });
});
