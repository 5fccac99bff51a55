import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../../test/db-state';
import { jobInput, partyByCode } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();
const refused = refusalsOf(t);

const OE = '/api/ocean-export/jobs';
const OI = '/api/ocean-import/jobs';
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

async function openJob(base = OE, overrides: object = {}, token = t.admin) {
  const res = await send('POST', base, await jobInput(t, overrides), token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('POST /ocean-export/jobs', () => {
  it('opens a job in the session office, numbered by its auto-code rule, named and logged', async () => {
    const job = await openJob(OE, { vessel: '  EVER GIVEN ', mblNo: ' eglv123 ', weightKg: 1250.5 });
    expect(job.jobNo).toMatch(/^SHAOE\d{4}\d{4}$/);
    expect(job).toMatchObject({ jobType: 'OE', jobMode: 'FCL', officeCode: 'SHA', jobStatus: 'OPEN' });
    expect(job).toMatchObject({
      vessel: 'EVER GIVEN',
      mblNo: 'EGLV123',
      weightKg: '1250.5000',
      invoiceStatus: 'NO_CHARGES',
    });
    expect(job.ports.pol).toMatchObject({ code: 'CNSHA' });
    expect(job.parties.customer.code).toBeTruthy();
    expect(job.people.operator).toMatchObject({ code: 'op01' });
    expect(await auditActionsOf(t, 'job', job.id)).toEqual(['job.created']);
    const again = await send('GET', `${OE}/${job.id}`);
    expect(again.body.data.jobNo).toBe(job.jobNo);
  });

  it('gives two jobs opened together two numbers', async () => {
    const [a, b] = await Promise.all([openJob(), openJob()]);
    expect(a.jobNo).not.toBe(b.jobNo);
  });

  it('refuses a job without the always-required overseas and sales agents (spec §5)', async () => {
    const body = await refused(
      async () => send('POST', OE, await jobInput(t, { overseasAgent: null, salesAgent: null })),
      400,
    );
    expect(body.code).toBe('job.requiredFields');
    expect(body.data.fields).toEqual(['salesAgent', 'overseasAgent']);
  });

  it('refuses unknown ports and parties, negative or non-numeric weights', async () => {
    const port = await refused(async () => send('POST', OE, await jobInput(t, { pod: 'ZZZZZ' })), 400);
    expect(port.message).toBe('The Port of discharge (POD) ZZZZZ is not a known port');
    const party = await refused(async () => send('POST', OE, await jobInput(t, { consignee: 99_999_999 })), 400);
    expect(party.message).toBe('The Consignee (party 99999999) does not exist');
    for (const weightKg of [-1, 'heavy', '1.23456']) {
      const bad = await refused(async () => send('POST', OE, await jobInput(t, { weightKg })), 400);
      expect(bad.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.weightKg']);
    }
  });

  it('takes any party in any party field: roles only rank the pickers (issue 16)', async () => {
    // An import into Shanghai: a factory abroad that ships, a Shanghai shipper as the consignee.
    const [factory, shanghai] = await Promise.all([partyByCode(t, 'PRECISN-HAM'), partyByCode(t, 'HUAMEI-SHA')]);
    const input = { pol: 'DEHAM', pod: 'CNSHA', shipper: shanghai.id, consignee: shanghai.id, notify: factory.id };
    const job = await openJob(OI, input);
    expect(job.parties).toMatchObject({ shipper: { code: 'HUAMEI-SHA' }, consignee: { code: 'HUAMEI-SHA' } });
  });

  it('asks before an ETA in the past, and saves once confirmed (spec §5)', async () => {
    const past = { etd: '2020-01-01', eta: '2020-01-20' };
    const ask = await refused(async () => send('POST', OE, await jobInput(t, past)), 409);
    expect(ask).toMatchObject({ code: 'job.pastEta', data: { confirm: 'pastEta' } });
    const job = await openJob(OE, { ...past, confirmPastEta: true });
    expect(job.eta).toBe('2020-01-20');
  });

  it('refuses an ETA before the ETD', async () => {
    const body = await refused(
      async () => send('POST', OE, await jobInput(t, { etd: '2099-03-01', eta: '2099-02-01' })),
      400,
    );
    expect(body.data.issues).toEqual([{ field: 'body.eta', message: 'The ETA cannot be before the ETD' }]);
  });

  it('says "no job no prefix" where the office rule has none (Hong Kong import, spec §8)', async () => {
    const hk = await t.signIn('hk.ops');
    const body = await refused(async () => send('POST', OI, await jobInput(t), hk), 400);
    expect(body.message).toBe('no job no prefix');
  });

  it('names the signed-in operator as the operator of a job opened without one; anyone else names one (issue 16)', async () => {
    const [op01, cs01] = [await t.signIn('op01'), await t.signIn('cs01')];
    const offered = await send('GET', `${OE}/people/new-job-operator`, undefined, op01);
    expect(offered.body.data).toMatchObject({ code: 'op01' });
    expect((await send('GET', `${OE}/people/new-job-operator`, undefined, cs01)).body.data).toBeNull();
    expect((await openJob(OE, { operator: null }, op01)).people.operator).toMatchObject({ code: 'op01' });
    const named = await openJob(
      OE,
      { operator: (await send('GET', `${OE}/people?keyword=sales01`)).body.data[0].id },
      op01,
    );
    expect(named.people.operator).toMatchObject({ code: 'sales01' });
    // Anyone else still has to name one, where the field configuration asks for it.
    const unnamed = await refused(async () => send('POST', OE, await jobInput(t, { operator: null })), 400);
    expect(unnamed.data).toEqual({ fields: ['operator'] });
  });

  it('is refused to finance and the warehouse, who may not open jobs', async () => {
    const fin = await t.signIn('fin01');
    const body = await refused(async () => send('POST', OE, await jobInput(t), fin), 403);
    expect(body.message).toBe('no permission to use the function');
    expect((await send('POST', OE, await jobInput(t), await t.signIn('wh01'))).status).toBe(403);
  });

  it('leaves nothing behind when the log row fails', async () => {
    const restore = await failAuditOf(t, 'job.created');
    try {
      await refused(async () => send('POST', OE, await jobInput(t)), 500);
    } finally {
      await restore();
    }
  });
});

describe('GET /ocean-export/jobs/:id', () => {
  it('answers 404 for a job of another office or of the other type, not 403', async () => {
    const job = await openJob();
    const szx = await t.signIn('cs01');
    expect((await send('GET', `${OE}/${job.id}`, undefined, szx)).status).toBe(404);
    expect((await send('GET', `${OI}/${job.id}`)).status).toBe(404);
    expect((await send('GET', `${OE}/999999`)).status).toBe(404);
  });
});

describe('PUT /ocean-export/jobs/:id', () => {
  it('saves the general part, and refuses the second writer of the same version', async () => {
    const job = await openJob();
    const input = { ...(await jobInput(t)), jobMode: undefined, version: job.version, voyage: '025E' };
    const first = await send('PUT', `${OE}/${job.id}`, input);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ voyage: '025E', version: job.version + 1 });
    const second = await refused(() => send('PUT', `${OE}/${job.id}`, { ...input, voyage: '026E' }), 409);
    expect(second.code).toBe('record.stale');
    expect(await auditActionsOf(t, 'job', job.id)).toEqual(['job.created', 'job.updated']);
  });

  it('does not ask again for an ETA already in the past that was not changed', async () => {
    const job = await openJob(OE, { etd: '2020-01-01', eta: '2020-01-20', confirmPastEta: true });
    const input = {
      ...(await jobInput(t, { etd: '2020-01-01', eta: '2020-01-20' })),
      version: job.version,
      voyage: '1W',
    };
    expect((await send('PUT', `${OE}/${job.id}`, input)).status).toBe(200);
  });
});

describe('PUT /ocean-export/jobs/:id/mode', () => {
  it('changes the mode, and refuses the mode the job already has (spec §5)', async () => {
    const job = await openJob();
    const same = await refused(
      () => send('PUT', `${OE}/${job.id}/mode`, { version: job.version, jobMode: 'FCL' }),
      400,
    );
    expect(same.code).toBe('job.sameMode');
    const changed = await send('PUT', `${OE}/${job.id}/mode`, { version: job.version, jobMode: 'LCL' });
    expect(changed.body.data.jobMode).toBe('LCL');
  });
});

describe('DELETE /ocean-export/jobs/:id', () => {
  it('deletes a job of its version, and refuses a stale one', async () => {
    const job = await openJob();
    await refused(() => send('DELETE', `${OE}/${job.id}?version=${job.version + 1}`), 409);
    expect((await send('DELETE', `${OE}/${job.id}?version=${job.version}`)).status).toBe(200);
    expect((await send('GET', `${OE}/${job.id}`)).status).toBe(404);
  });
});
