import { describe, expect, it } from 'vitest';
import { FINANCE_TABLES, refusalsOf } from '../../../../test/db-state';
import { addLines, confirmedInvoice, openJob } from '../../../../test/finance-factories';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp(['fin01', 'op01', 'hk.ops']);
const refused = refusalsOf(t, FINANCE_TABLES);

const act = (action: string, lines: { id: number; version: number }[], token = t.tokens.fin01) =>
  t.call({ method: 'POST', url: '/api/finance/charge-lines/check', token, payload: { action, lines } });

describe('charge check rules', () => {
  it('cancels no check of an unchecked line, submits no line twice, and refuses a stale version (spec §8)', async () => {
    const job = await openJob(t, t.admin);
    const [line, checked] = await addLines(t, job.id, [{}, { checkStatus: 'CHECKED' }]);
    const cancel = await refused(() => act('uncheck', [{ id: line!.id, version: 1 }]), 409);
    expect(cancel).toMatchObject({
      code: 'charge.uncheckedCannotCancel',
      message: 'Unchecked charges cannot be cancelled',
    });
    const twice = await refused(() => act('submit', [{ id: checked!.id, version: 1 }], t.tokens.op01), 409);
    expect(twice).toMatchObject({
      code: 'charge.checkNotAllowed',
      message: 'Line 2 is Checked: it cannot be submitted for checking',
    });
    const stale = await refused(() => act('check', [{ id: line!.id, version: 7 }]), 409);
    expect(stale.code).toBe('record.stale');
    // A submitted line may be sent back to the operator.
    await act('submit', [{ id: line!.id, version: 1 }], t.tokens.op01);
    expect((await act('uncheck', [{ id: line!.id, version: 2 }])).status).toBe(200);
  });

  it('keeps a check once the invoice is part cleared or the charges are reviewed', async () => {
    const job = await openJob(t, t.admin);
    const [line, other] = await addLines(t, job.id, [
      { price: '100.00', checkStatus: 'CHECKED' },
      { side: 'AP', checkStatus: 'CHECKED' },
    ]);
    const invoice = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [line!.id] });
    const paid = await t.call({
      method: 'POST',
      url: '/api/finance/clearings',
      token: t.tokens.fin01,
      payload: {
        side: 'AR',
        partyId: invoice.partyId,
        currency: 'CNY',
        clearedOn: '2099-02-01',
        items: [{ invoiceId: invoice.id, amount: '10.00' }],
      },
    });
    expect(paid.status).toBe(200);
    const [{ version }] = (await queryRows<{ version: number }>(
      t.database.db,
      sql`select version from job_charges where id = ${line!.id}`,
    )) as [{ version: number }];
    const cleared = await refused(() => act('uncheck', [{ id: line!.id, version }]), 409);
    expect(cleared).toMatchObject({ code: 'charge.clearedOrReviewed', message: 'Already cleared or reviewed' });
    await t.database.db.execute(sql`update jobs set review_status = 'REVIEWED' where id = ${job.id}`);
    const reviewed = await refused(() => act('uncheck', [{ id: other!.id, version: 1 }]), 409);
    expect(reviewed.code).toBe('charge.clearedOrReviewed');
  });

  it('leaves checking to finance, XC lines to XC users, and another office’s lines alone', async () => {
    const job = await openJob(t, t.admin);
    const [line] = await addLines(t, job.id, [{}]);
    expect((await refused(() => act('check', [{ id: line!.id, version: 1 }], t.tokens.op01), 403)).code).toBe(
      'auth.forbidden',
    );
    expect((await refused(() => act('submit', [{ id: line!.id, version: 1 }], t.tokens['hk.ops']), 404)).code).toBe(
      'record.notFound',
    );
    await t.database.db.execute(sql`update companies set company_type = 'SC' where company_code = 'APEX'`);
    const sc = await t.signIn('op01');
    const other = await refused(() => act('submit', [{ id: line!.id, version: 1 }], sc), 409);
    expect(other).toMatchObject({
      code: 'charge.otherCompanyType',
      message: 'Charges created by company type XC cannot be operated by SC',
    });
    await t.database.db.execute(sql`update companies set company_type = 'XC' where company_code = 'APEX'`);
  });
});
