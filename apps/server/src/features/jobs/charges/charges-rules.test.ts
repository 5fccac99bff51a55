import type { TChargeLineInput } from '@apex/shared/finance';
import { beforeAll, describe, expect, it } from 'vitest';
import { chargeFactories } from '../../../../test/charge-factories';
import { refusalsOf } from '../../../../test/db-state';
import { JOB_PATHS, jobInput, partyWithRole } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';

/** spec §5/§6/§8 and issue 17: every rule of a job's charges, each refused with nothing changed. */
const t = useTestApp(['scops', 'op01']);
const refused = refusalsOf(t);
const { send, openJob, line, chargesUrl, getCharges, saveLines, setRate } = chargeFactories(t);
const imports = chargeFactories(t, 'OI');

beforeAll(async () => {
  await setRate('USD', 'CNY', '7.1');
  await setRate('EUR', 'USD', '1.08');
});

/** A job with one saved line (an AR freight line of the administrator, company type XC). */
async function jobWithLine(overrides: object = {}) {
  const job = await openJob(overrides);
  const first = await line();
  const res = await saveLines(job.id, [first], 0);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { job, first, saved: res.body.data.lines[0] as { id: number; version: number } };
}

const issueOf = (body: { data: { issues?: { field: string; message: string }[] } }) => body.data.issues?.[0];

describe('what a charge line must hold (spec §5)', () => {
  it('refuses a third decimal in an amount, a num of 0, a tax type without its rate or branch company', async () => {
    const job = await openJob();
    const cases: [Partial<TChargeLineInput>, string, string][] = [
      [{ price: '12.345' }, 'price', 'Amounts take two decimals: 12.345'],
      [{ num: '0' }, 'num', 'Num cannot be 0'],
      [{ num: '1.00001' }, 'num', 'Num takes at most four decimals: 1.00001'],
      [{ taxType: 'VAT_GENERAL' }, 'taxRate', 'Tax type and tax rate must both be filled'],
      [{ taxType: 'VAT_GENERAL', taxRate: '6' }, 'branchCompanyId', 'A taxed line needs the branch company'],
      [{ price: null }, 'price', 'Price is required'],
      [{ dueDate: undefined }, 'dueDate', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const body = await refused(async () => saveLines(job.id, [await line(overrides)], 0), 400);
      expect(body.code).toBe('validation.invalid');
      expect(issueOf(body)).toMatchObject({
        field: `body.lines[0].${field}`,
        message: expect.stringContaining(message),
      });
    }
  });

  it('names the cell of an unknown or disabled charge code, one of another job type, an unknown party, branch company, currency or HB/L', async () => {
    const job = await openJob();
    const other = await openJob({ jobMode: 'LCL' });
    const hbl = await send('POST', `${JOB_PATHS.OE}/${other.id}/hbls`, { hblNo: `HBR${Date.now()}`, packages: 1 });
    expect(hbl.status, JSON.stringify(hbl.body)).toBe(200);
    const [company] = await queryRows<{ id: number }>(t.database.db, sql`select max(id) + 1 as id from companies`);
    const cases: [object, string, string][] = [
      [{ chargeCode: 'NOPE' }, 'chargeCode', 'chargeScheme.unknownChargeCode'],
      [{ chargeCode: 'DTHC' }, 'chargeCode', 'chargeScheme.chargeCodeNotForJobType'],
      [{ partyId: 999999 }, 'partyId', 'charge.unknownParty'],
      [
        { taxType: 'GST', taxRate: '9', branchCompanyId: company!.id },
        'branchCompanyId',
        'charge.unknownBranchCompany',
      ],
      [{ currency: 'XAF' }, 'currency', 'goods.currencyMissing'],
      [
        { currency: 'CNY', price: null, sourceCurrency: 'XAF', sourcePrice: '1' },
        'sourceCurrency',
        'goods.currencyMissing',
      ],
      [{ hblId: hbl.body.data.id }, 'hblId', 'charge.hblNotOfJob'],
    ];
    for (const [overrides, field, code] of cases) {
      const body = await refused(async () => saveLines(job.id, [await line(), await line(overrides)], 0), 400);
      expect([issueOf(body)?.field, body.code]).toEqual([`body.lines[1].${field}`, code]);
    }
    await t.database.db.execute(sql`update charge_codes set enabled = false where code = 'INS'`);
    try {
      const body = await refused(async () => saveLines(job.id, [await line({ chargeCode: 'INS' })], 0), 400);
      expect(body.code).toBe('chargeScheme.unknownChargeCode');
    } finally {
      await t.database.db.execute(sql`update charge_codes set enabled = true where code = 'INS'`);
    }
  });

  it('refuses an amount the books cannot hold, under its price', async () => {
    const job = await openJob();
    const body = await refused(
      async () => saveLines(job.id, [await line({ price: '999999999999', num: '10' })], 0),
      400,
    );
    expect([issueOf(body)?.field, body.code]).toEqual(['body.lines[0].price', 'charge.amountTooLarge']);
  });
});

describe('exchange rates (spec §5 ETD, §8 "exchange rate invalid")', () => {
  it('needs the ETD of an export and the ETA of an import for a foreign currency, not for the local one', async () => {
    const noEtd = await openJob();
    await t.database.db.execute(sql`update jobs set etd = null where id = ${noEtd.id}`);
    const etd = await refused(async () => saveLines(noEtd.id, [await line()], 0), 409);
    expect([etd.code, etd.message]).toEqual([
      'charge.etdEmpty',
      'ETD is empty: the exchange rate of USD is taken on the job’s ETD',
    ]);
    const local = await saveLines(noEtd.id, [await line({ chargeCode: 'DOC', currency: 'CNY', unit: 'BL' })], 0);
    expect(local.body.data.lines[0]).toMatchObject({ exchangeRate: '1.00000000', rateDate: null });
    const noEta = await imports.openJob();
    await t.database.db.execute(sql`update jobs set eta = null where id = ${noEta.id}`);
    const eta = await refused(
      async () => imports.saveLines(noEta.id, [await line({ chargeCode: 'DO', unit: 'BL' })], 0),
      409,
    );
    expect(eta.code).toBe('charge.etaEmpty');
  });

  it('says the rate is invalid when the office has none for the pair on the rate date, for the line or its source', async () => {
    const job = await openJob();
    const missing = await refused(async () => saveLines(job.id, [await line({ currency: 'TWD' })], 0), 409);
    expect([missing.code, missing.message]).toEqual([
      'charge.rateInvalid',
      'Exchange rate invalid: office SHA has no TWD/CNY rate on 2099-01-10',
    ]);
    const source = await refused(
      async () => saveLines(job.id, [await line({ price: null, sourceCurrency: 'TWD', sourcePrice: '100' })], 0),
      409,
    );
    expect(source.message).toContain('TWD/USD');
    const converted = await saveLines(
      job.id,
      [await line({ price: null, sourceCurrency: 'EUR', sourcePrice: '100' })],
      0,
    );
    expect(converted.body.data.lines[0]).toMatchObject({ price: '108.00', amount: '216.00', sourceRate: '1.08000000' });
  });
});

describe('locks of a saved line', () => {
  it('refuses a stale version, changing nothing', async () => {
    const { job } = await jobWithLine();
    const body = await refused(async () => saveLines(job.id, [await line({ num: '3' })], 0), 409);
    expect(body.code).toBe('record.stale');
  });

  it('refuses to change or delete a checked line, and lets it be moved and sent back unchanged', async () => {
    const { job, first, saved } = await jobWithLine();
    await t.database.db.execute(sql`update job_charges set check_status = 'CHECKED' where id = ${saved.id}`);
    const changed = await refused(() => saveLines(job.id, [{ ...first, id: saved.id, price: '1' }], 1), 409);
    expect([changed.code, changed.message]).toEqual([
      'charge.checkedLocked',
      'Line 1 is checked: undo the check before changing or deleting it',
    ]);
    expect((await refused(() => saveLines(job.id, [], 1), 409)).code).toBe('charge.checkedLocked');
    const moved = await saveLines(job.id, [await line({ num: '1' }), { ...first, id: saved.id }], 1);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.lines[1]).toMatchObject({ id: saved.id, lineNo: 2, checkStatus: 'CHECKED', version: 1 });
  });

  it('refuses to change or delete a line on an invoice, naming the invoice no or the draft', async () => {
    const { job, first, saved } = await jobWithLine();
    const [invoice] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into invoices (office_code, job_id, kind, side, party_id, currency, invoice_date, due_date,
            aging_begin_date, local_currency)
          values ('SHA', ${job.id}, 'INVOICE', 'AR', ${first.partyId}, 'USD', '2099-01-10', '2099-02-10', '2099-01-10', 'CNY')
          returning id`,
    );
    await t.database.db.execute(sql`update job_charges set invoice_id = ${invoice!.id} where id = ${saved.id}`);
    const draft = await refused(() => saveLines(job.id, [], 1), 409);
    expect([draft.code, draft.message]).toEqual([
      'charge.hasInvoice',
      'Line 1 has invoice, statement or tax invoice no Draft: it cannot be changed or deleted',
    ]);
    await t.database.db.execute(
      sql`update invoices set state = 'CONFIRMED', invoice_no = '2099000001' where id = ${invoice!.id}`,
    );
    const confirmed = await refused(() => saveLines(job.id, [{ ...first, id: saved.id, num: '5' }], 1), 409);
    expect(confirmed.message).toContain('2099000001');
    const view = (await getCharges(job.id)).body.data;
    expect(view.lines[0]).toMatchObject({ invoiceId: invoice!.id, invoiceNo: '2099000001', invoiceState: 'CONFIRMED' });
    expect(view.invoices).toEqual([
      expect.objectContaining({ id: invoice!.id, invoiceNo: '2099000001', state: 'CONFIRMED', paymentState: 'UNPAID' }),
    ]);
  });

  it('keeps a reviewed job’s lines as they are', async () => {
    const { job, first, saved } = await jobWithLine();
    await t.database.db.execute(sql`update jobs set review_status = 'REVIEWED' where id = ${job.id}`);
    for (const lines of [[], [{ ...first, id: saved.id }, await line()]]) {
      const body = await refused(() => saveLines(job.id, lines, 1), 409);
      expect(body.code).toBe('charge.reviewedLocked');
    }
    expect((await saveLines(job.id, [{ ...first, id: saved.id }], 1)).status).toBe(200);
  });

  it('lets a company type operate only its own lines (spec §6), and names an unknown line', async () => {
    const { job, first, saved } = await jobWithLine();
    const sc = t.tokens.scops;
    const view = (await getCharges(job.id, sc)).body.data;
    expect(view).toMatchObject({ callerCompanyType: 'SC', lines: [{ companyType: 'XC' }] });
    for (const lines of [[{ ...first, id: saved.id, num: '9' }], []]) {
      const body = await refused(() => saveLines(job.id, lines, 1, sc), 409);
      expect([body.code, body.message]).toEqual([
        'charge.otherCompanyType',
        'Charges created by company type XC cannot be operated by SC',
      ]);
    }
    const added = await saveLines(job.id, [{ ...first, id: saved.id }, await line({ num: '1' })], 1, sc);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.lines.map((l: { companyType: string }) => l.companyType)).toEqual(['XC', 'SC']);
    const scLine = added.body.data.lines[1];
    const notMine = await refused(() => saveLines(job.id, [{ ...first, id: saved.id }], 2), 409);
    expect(notMine.code).toBe('charge.otherCompanyType');
    const unknown = await refused(
      () =>
        saveLines(
          job.id,
          [
            { ...first, id: saved.id },
            { ...first, id: scLine.id + 1000 },
          ],
          2,
          sc,
        ),
      400,
    );
    expect([issueOf(unknown)?.field, unknown.code]).toEqual(['body.lines[1].id', 'record.notFound']);
  });
});

describe('what a job with charges may no longer do (spec §5)', () => {
  it('holds no line on a master job, and a job with lines does not become one', async () => {
    const master = await openJob({ jobMode: 'CONSOL' });
    const body = await refused(async () => saveLines(master.id, [await line()], 0), 409);
    expect(body.code).toBe('lcl.masterNoCharges');
    const { job } = await jobWithLine();
    const mode = await refused(
      () => send('PUT', `${JOB_PATHS.OE}/${job.id}/mode`, { version: job.version, jobMode: 'CONSOL' }),
      409,
    );
    expect(mode.code).toBe('lcl.masterNoCharges');
  });

  it('cannot be deleted, nor change its customer; other changes go through', async () => {
    const { job } = await jobWithLine();
    const deleted = await refused(() => send('DELETE', `${JOB_PATHS.OE}/${job.id}?version=${job.version}`), 409);
    expect([deleted.code, deleted.message]).toEqual(['job.hasCharges', 'Cannot delete a job which has charges']);
    const otherCustomer = await partyWithRole(t, 'CUSTOMER', 1);
    const update = async (changes: object) =>
      send('PUT', `${JOB_PATHS.OE}/${job.id}`, {
        ...(await jobInput(t, changes)),
        jobMode: undefined,
        version: job.version,
      });
    const customer = await refused(() => update({ customer: otherCustomer.id }), 409);
    expect(customer.code).toBe('job.customerLocked');
    expect((await update({ voyage: 'V99' })).status).toBe(200);
  });

  it('keeps an HB/L that lines belong to: not deleted, not combined away', async () => {
    const job = await openJob({ jobMode: 'LCL' });
    const hbls = [];
    for (const no of ['A', 'B']) {
      const res = await send('POST', `${JOB_PATHS.OE}/${job.id}/hbls`, { hblNo: `HBC${no}${Date.now()}`, packages: 1 });
      hbls.push(res.body.data as { id: number; version: number });
    }
    const [a, b] = hbls as [{ id: number; version: number }, { id: number; version: number }];
    expect((await saveLines(job.id, [await line({ hblId: b.id })], 0)).status).toBe(200);
    const deleted = await refused(
      () => send('DELETE', `${JOB_PATHS.OE}/${job.id}/hbls/${b.id}?version=${b.version}`),
      409,
    );
    expect([deleted.code, deleted.message]).toEqual(['hbl.hasCharges', 'Cannot delete an HBL which has charges']);
    const combined = await refused(
      () => send('POST', `${JOB_PATHS.OE}/${job.id}/hbls/combine`, { hbls: [a, b], hblNo: `HBC${Date.now()}` }),
      409,
    );
    expect(combined.code).toBe('hbl.hasCharges');
  });
});

describe('scheme, apportionment and review refusals', () => {
  it('previews only an enabled scheme of the job’s type, and not on a master', async () => {
    const job = await openJob();
    const [oi] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from charge_schemes where job_type = 'OI'`,
    );
    const other = await refused(() => send('POST', chargesUrl(job.id, '/scheme-preview'), { schemeId: oi!.id }), 400);
    expect([issueOf(other)?.field, other.code]).toEqual(['body.schemeId', 'record.notFound']);
    const master = await openJob({ jobMode: 'CONSOL' });
    const onMaster = await refused(
      () => send('POST', chargesUrl(master.id, '/scheme-preview'), { schemeId: oi!.id }),
      409,
    );
    expect(onMaster.code).toBe('lcl.masterNoCharges');
  });

  it('spreads a cost only from a master with sub-jobs that all weigh something, and never 0', async () => {
    const cost = {
      side: 'AP',
      chargeCode: 'OFR',
      displayName: 'OFR',
      partyId: (await line()).partyId,
      currency: 'USD',
      amount: '900',
      basis: 'VOLUME',
      dueDate: '2099-02-10',
    };
    const fcl = await openJob();
    const notMaster = await refused(() => send('POST', chargesUrl(fcl.id, '/apportion'), cost), 409);
    expect(notMaster.code).toBe('charge.apportionNotMaster');
    let master = await openJob({ jobMode: 'CONSOL' });
    const subs = [await openJob({ jobMode: 'LCL' }), await openJob({ jobMode: 'LCL' })];
    for (const sub of subs)
      master = (await send('POST', `${JOB_PATHS.OE}/${master.id}/lcl`, { subJobId: sub.id, version: sub.version })).body
        .data.master;
    await t.database.db.execute(sql`update jobs set volume_cbm = null where id = ${subs[1]!.id}`);
    const weightless = await refused(() => send('POST', chargesUrl(master.id, '/apportion'), cost), 409);
    expect(weightless.code).toBe('charge.apportionWeightRequired');
    expect(weightless.message).toMatch(/^Apportionment weight is required: sub-job \w+ has no Volume \(CBM\)$/);
    const zero = await refused(
      () => send('POST', chargesUrl(master.id, '/apportion'), { ...cost, basis: 'WEIGHT', amount: '0.00' }),
      400,
    );
    expect(issueOf(zero)).toEqual({ field: 'body.amount', message: 'Apportionment amount 0 is invalid' });
  });

  it('takes review steps in order, approval and reopening by finance only', async () => {
    const { job } = await jobWithLine();
    const review = (action: string, version: number, token?: string) =>
      send('POST', chargesUrl(job.id, '/review'), { action, version }, token);
    const early = await refused(() => review('approve', 1), 409);
    expect([early.code, early.message]).toEqual([
      'charge.reviewNotAllowed',
      'The charges are Not reviewed: this review step is not possible',
    ]);
    expect((await review('submit', 1, t.tokens.op01)).status).toBe(200);
    expect((await refused(() => review('approve', 2, t.tokens.op01), 403)).code).toBe('auth.forbidden');
    expect((await refused(() => review('reopen', 2, t.tokens.op01), 403)).code).toBe('auth.forbidden');
    expect((await refused(() => review('submit', 2), 409)).code).toBe('charge.reviewNotAllowed');
    expect((await refused(() => review('reopen', 1), 409)).code).toBe('record.stale');
  });
});
