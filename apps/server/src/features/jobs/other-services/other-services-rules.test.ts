import { beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_TABLES, refusalsOf } from '../../../../test/db-state';
import { otherServiceFactories } from '../../../../test/other-service-factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp(['sales01', 'wh01', 'hk.ops']);
const refused = refusalsOf(t, ['other_services', 'job_part_versions', ...FINANCE_TABLES]);
const { send, openJob, paths, serviceInput, jobWithService, getCharges, saveLines, setRate } = otherServiceFactories(t);

beforeAll(async () => {
  await setRate('USD', 'CNY', '7.1');
});

const issuesOf = (body: { data?: { issues?: { field: string; message: string }[] } }) => body.data?.issues ?? [];
const fieldsOf = (body: Parameters<typeof issuesOf>[0]) => issuesOf(body).map((i) => i.field);

describe('other service rules on the server', () => {
  it('refuses a third decimal, a service done before it was ordered, a cost half given or without supplier', async () => {
    const job = await openJob();
    const post = async (overrides: object) => send('POST', paths(job.id).tab, await serviceInput(overrides));
    expect(fieldsOf(await refused(() => post({ amount: '120.505' }), 400))).toEqual(['body.amount']);
    const early = await refused(() => post({ orderedDate: '2099-01-06', doneDate: '2099-01-05' }), 400);
    expect(issuesOf(early)).toEqual([
      { field: 'body.doneDate', message: 'A service cannot be done before it was ordered' },
    ]);
    expect(fieldsOf(await refused(() => post({ currency: null }), 400))).toEqual(['body.currency']);
    expect(fieldsOf(await refused(() => post({ supplier: null }), 400))).toEqual(['body.supplier']);
    expect(fieldsOf(await refused(() => post({ insuredValue: '10000' }), 400))).toEqual(['body.insuredValue']);
    const unknownCode = await refused(() => post({ chargeCode: 'NOPE' }), 400);
    expect([unknownCode.code, fieldsOf(unknownCode)]).toEqual(['chargeScheme.unknownChargeCode', ['body.chargeCode']]);
    // A service without a cost needs no supplier, and writes no line.
    const plain = await post({ supplier: null, chargeCode: null, currency: null, amount: null });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect((await getCharges(job.id)).body.data).toMatchObject({ version: 0, lines: [] });
  });

  it('takes the charges’ exchange rate rule: a currency without a rate on the job’s date is refused', async () => {
    const job = await openJob();
    const body = await refused(
      async () => send('POST', paths(job.id).tab, await serviceInput({ currency: 'TWD' })),
      409,
    );
    expect([body.code, body.message]).toEqual([
      'charge.rateInvalid',
      'Exchange rate invalid: office SHA has no TWD/CNY rate on 2099-01-10',
    ]);
  });

  it('keeps an insurance’s insured value and premium rate beside its cost', async () => {
    const job = await openJob();
    const insured = await send(
      'POST',
      paths(job.id).tab,
      await serviceInput({
        kind: 'INSURANCE',
        chargeCode: 'INS',
        insuredValue: '50000',
        premiumRate: '0.035',
        amount: '17.5',
      }),
    );
    expect(insured.status, JSON.stringify(insured.body)).toBe(200);
    expect(insured.body.data).toMatchObject({ insuredValue: '50000.00', premiumRate: '0.03500000', amount: '17.50' });
  });

  it('answers a stale version 409, another office’s job 404, and 403 without the rights', async () => {
    const { job, url, service } = await jobWithService();
    const stale = await refused(
      async () => send('PUT', url.service(service.id), { ...(await serviceInput()), version: 2 }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    expect((await refused(() => send('DELETE', `${url.service(service.id)}?version=2`), 409)).code).toBe(
      'record.stale',
    );
    const hk = t.tokens['hk.ops'];
    expect((await refused(() => send('GET', url.tab, undefined, hk), 404)).code).toBe('record.notFound');
    expect(
      (
        await refused(
          async () => send('PUT', url.service(service.id), { ...(await serviceInput()), version: 1 }, hk),
          404,
        )
      ).code,
    ).toBe('record.notFound');
    const other = await openJob();
    const elsewhere = paths(other.id).service(service.id);
    expect(
      (await refused(async () => send('PUT', elsewhere, { ...(await serviceInput()), version: 1 }), 404)).code,
    ).toBe('record.notFound');
    // Sales read a job's money but do not edit it; the warehouse has no rights on the job at all.
    expect((await send('GET', url.tab, undefined, t.tokens.sales01)).status).toBe(200);
    expect((await refused(async () => send('POST', url.tab, await serviceInput(), t.tokens.sales01), 403)).code).toBe(
      'auth.forbidden',
    );
    expect((await refused(() => send('GET', url.tab, undefined, t.tokens.wh01), 403)).code).toBe('auth.forbidden');
    expect(job.id).toBeGreaterThan(0);
  });

  it('keeps a line on an invoice as it is: its service neither changes its cost nor goes', async () => {
    const { job, url, service } = await jobWithService();
    const [line] = (await getCharges(job.id)).body.data.lines;
    const bill = await send('POST', `/api/ocean-export/jobs/${job.id}/invoices`, {
      kind: 'VENDOR_BILL',
      lineIds: [line.id],
      invoiceDate: '2099-01-15',
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    const changed = await refused(
      async () => send('PUT', url.service(service.id), { ...(await serviceInput({ amount: '130' })), version: 1 }),
      409,
    );
    expect(changed.code).toBe('charge.hasInvoice');
    expect((await refused(() => send('DELETE', `${url.service(service.id)}?version=1`), 409)).code).toBe(
      'charge.hasInvoice',
    );
    // What the line does not carry still changes.
    const noted = await send('PUT', url.service(service.id), {
      ...(await serviceInput({ remark: 'Certificate received' })),
      version: 1,
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(noted.body.data.costLine).toMatchObject({ invoiced: true });
  });

  it('leaves a service’s line to its service on the grid: sent as saved it stays, changed or left out it is refused', async () => {
    const { job, service } = await jobWithService();
    const charges = (await getCharges(job.id)).body.data;
    const [saved] = charges.lines;
    const asSent = {
      id: saved.id,
      side: saved.side,
      chargeCode: saved.chargeCode,
      displayName: saved.displayName,
      partyId: saved.partyId,
      currency: saved.currency,
      unit: saved.unit,
      num: saved.num,
      price: saved.price,
      dueDate: saved.dueDate,
    };
    const kept = await saveLines(job.id, [asSent], charges.version);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const changed = await refused(() => saveLines(job.id, [{ ...asSent, price: '99' }], kept.body.data.version), 409);
    expect(changed.message).toBe('Line 1 is the cost of the Fumigation on the other service tab: change it there');
    expect((await refused(() => saveLines(job.id, [], kept.body.data.version), 409)).code).toBe(
      'charge.fromOtherService',
    );
    expect(service.id).toBeGreaterThan(0);
  });
});
