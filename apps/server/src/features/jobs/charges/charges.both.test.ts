import { beforeAll, describe, expect, it } from 'vitest';
import { chargeFactories } from '../../../../test/charge-factories';
import { auditActionsOf } from '../../../../test/db-state';
import { partyWithRole } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp();
const { send, openJob, line, chargesUrl, getCharges, saveLines, setRate, storedLines } = chargeFactories(t);

beforeAll(async () => {
  await setRate('USD', 'CNY', '7.1');
});

async function branchCompanyId() {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from companies where company_code = 'APEX'`,
  );
  return row!.id;
}

describe('the charges of a job (issue 17)', () => {
  it('saves charges and costs with their figures, keeps saved lines, and answers totals, profit and status', async () => {
    const job = await openJob();
    const empty = (await getCharges(job.id)).body.data;
    expect(empty).toMatchObject({
      jobId: job.id,
      version: 0,
      isMaster: false,
      localCurrency: 'CNY',
      rateDate: '2099-01-10',
      lines: [],
      status: { invoiceStatus: 'NO_CHARGES', closeStatus: 'NO_COST', reviewStatus: 'NOT_REVIEWED' },
      callerCompanyType: 'XC',
      invoices: [],
    });
    // The companies a taxed line may name as its branch company: the grid's choice.
    expect(empty.branchCompanies).toContainEqual({
      id: await branchCompanyId(),
      companyCode: 'APEX',
      name: expect.any(String),
    });
    const agent = await partyWithRole(t, 'OVERSEAS_AGENT');
    const taxed = { taxType: 'VAT_GENERAL', taxRate: '6', branchCompanyId: await branchCompanyId() } as const;
    const lines = [
      await line(),
      await line({ side: 'AP', partyId: agent.id, price: '1880' }),
      await line({ chargeCode: 'THC', displayName: 'THC', currency: 'CNY', price: '1280', ...taxed }),
      // Quoted in USD, billed in CNY: the price is the source price at the office's rate.
      await line({
        chargeCode: 'DOC',
        displayName: 'DOC',
        currency: 'CNY',
        unit: 'BL',
        num: '1',
        price: null,
        sourceCurrency: 'USD',
        sourcePrice: '70',
      }),
    ];
    const saved = await saveLines(job.id, lines, 0);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const data = saved.body.data;
    expect(data.version).toBe(1);
    expect(
      data.lines.map((l: { lineNo: number; amount: string; localAmount: string }) => [
        l.lineNo,
        l.amount,
        l.localAmount,
      ]),
    ).toEqual([
      [1, '4300.00', '30530.00'],
      [2, '3760.00', '26696.00'],
      [3, '2560.00', '2560.00'],
      [4, '497.00', '497.00'],
    ]);
    expect(data.lines[0]).toMatchObject({
      exchangeRate: '7.10000000',
      rateDate: '2099-01-10',
      chargeName: { en: 'Ocean Freight' },
      companyType: 'XC',
      checkStatus: 'UNCHECKED',
      version: 1,
    });
    expect(data.lines[2]).toMatchObject({
      exchangeRate: '1.00000000',
      rateDate: null,
      taxAmount: '153.60',
      notTaxedAmount: '2560.00',
    });
    expect(data.lines[3]).toMatchObject({
      price: '497.00',
      sourceCurrency: 'USD',
      sourcePrice: '70.00',
      sourceAmount: '70.00',
      sourceRate: '7.10000000',
    });
    expect(data.summary).toMatchObject({
      arLocal: '33587.00',
      apLocal: '26696.00',
      profitLocal: '6891.00',
      marginPct: '20.52',
      minMarginPct: '5.00',
      belowMinMargin: false,
    });
    expect(data.summary.byCurrency).toEqual([
      { currency: 'CNY', arPP: '3057.00', arCC: '0.00', apPP: '0.00', apCC: '0.00', profit: '3057.00' },
      { currency: 'USD', arPP: '4300.00', arCC: '0.00', apPP: '3760.00', apCC: '0.00', profit: '540.00' },
    ]);
    expect(data.status).toMatchObject({
      invoiceStatus: 'UNBILLED',
      closeStatus: 'NOT_CLOSED',
      arCheckStatus: 'UNCHECKED',
    });
    const [money] = await queryRows<{ profit_local: string; margin_pct: string }>(
      t.database.db,
      sql`select profit_local::text, margin_pct::text from jobs where id = ${job.id}`,
    );
    expect(money).toEqual({ profit_local: '6891.00', margin_pct: '20.52' });

    // A later rate does not alter a kept line; a changed num keeps its rate; a deleted line goes.
    await t.database.db.execute(sql`update exchange_rates set rate = 8 where effective_date = '2098-12-31'`);
    const [first, cost, , doc] = data.lines;
    const again = await saveLines(
      job.id,
      [
        { ...lines[3], id: doc.id },
        { ...lines[0], id: first.id, num: '3' },
        { ...lines[1], id: cost.id },
      ],
      1,
    ).finally(() =>
      t.database.db.execute(sql`update exchange_rates set rate = 7.1 where effective_date = '2098-12-31'`),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(
      again.body.data.lines.map((l: { id: number; lineNo: number; amount: string; version: number }) => [
        l.id,
        l.lineNo,
        l.amount,
        l.version,
      ]),
    ).toEqual([
      [doc.id, 1, '497.00', 1],
      [first.id, 2, '6450.00', 2],
      [cost.id, 3, '3760.00', 1],
    ]);
    expect(again.body.data.lines[0]).toMatchObject({ sourceRate: '7.10000000', price: '497.00' });
    expect(await storedLines(job.id)).toMatchObject([
      { exchange_rate: '1.00000000' },
      { exchange_rate: '7.10000000', local_amount: '45795.00' },
      { exchange_rate: '7.10000000' },
    ]);
    expect(await auditActionsOf(t, 'job', job.id)).toEqual(['job.created', 'job.chargesSaved', 'job.chargesSaved']);
  });

  it('previews a charge scheme on the job’s quantities and parties, nothing saved', async () => {
    const job = await openJob();
    await send('PUT', `/api/ocean-export/jobs/${job.id}/containers`, {
      version: 0,
      containers: [
        { containerType: '40HQ', containerNo: '' },
        { containerType: '40HQ', containerNo: '' },
      ],
    });
    const [scheme] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from charge_schemes where scheme_no = 'OE-FCL-USWC'`,
    );
    const res = await send('POST', chargesUrl(job.id, '/scheme-preview'), { schemeId: scheme!.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.schemeNo).toBe('OE-FCL-USWC');
    expect(
      res.body.data.lines.map(
        (l: {
          chargeCode: string;
          side: string;
          num: string;
          amount: string;
          partyId: number | null;
          taxRate: string | null;
        }) => [l.chargeCode, l.side, l.num, l.amount, l.partyId, l.taxRate],
      ),
    ).toEqual([
      ['OFR', 'AR', '2', '4300.00', job.customer, null],
      ['OFR', 'AP', '2', '3760.00', null, null],
      ['THC', 'AR', '2', '2560.00', job.customer, '6.00'],
      ['DOC', 'AR', '1', '500.00', job.customer, '6.00'],
      ['AMS', 'AR', '1', '35.00', job.customer, null],
    ]);
    expect(res.body.data.lines[0].dueDate >= '2099-01-10').toBe(true);
    expect((await getCharges(job.id)).body.data.lines).toEqual([]);
  });

  it('spreads a consolidation’s cost onto its sub-jobs by weight, exactly, in one step', async () => {
    let master = await openJob({ jobMode: 'CONSOL' });
    const a = await openJob({ jobMode: 'LCL', weightKg: '100' });
    const b = await openJob({ jobMode: 'LCL', weightKg: '200' });
    for (const sub of [a, b]) {
      const res = await send('POST', `/api/ocean-export/jobs/${master.id}/lcl`, {
        subJobId: sub.id,
        version: sub.version,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      master = res.body.data.master;
    }
    const carrierAgent = await partyWithRole(t, 'OVERSEAS_AGENT');
    const cost = {
      side: 'AP',
      chargeCode: 'OFR',
      displayName: 'Ocean Freight',
      partyId: carrierAgent.id,
      currency: 'USD',
      amount: '1000',
      basis: 'WEIGHT',
      dueDate: '2099-02-10',
    };
    const preview = await send('POST', chargesUrl(master.id, '/apportion-preview'), cost);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.shares.map((s: { jobId: number; amount: string }) => [s.jobId, s.amount])).toEqual([
      [a.id, '333.33'],
      [b.id, '666.67'],
    ]);
    const done = await send('POST', chargesUrl(master.id, '/apportion'), cost);
    expect(done.body.data).toEqual(preview.body.data);
    const ofA = (await getCharges(a.id)).body.data;
    expect(ofA.version).toBe(1);
    expect(ofA.lines).toMatchObject([
      {
        side: 'AP',
        unit: 'SHPT',
        num: '1.0000',
        price: '333.33',
        localAmount: '2366.64',
        apportionedFrom: master.jobNo,
      },
    ]);
    expect(ofA.summary.apLocal).toBe('2366.64');
    expect((await getCharges(master.id)).body.data).toMatchObject({ isMaster: true, lines: [] });
    expect(await auditActionsOf(t, 'job', master.id)).toContain('job.costApportioned');
  });

  it('reviews the charges: submitted, approved once every line is checked, reopened', async () => {
    const job = await openJob();
    await saveLines(job.id, [await line()], 0);
    const review = (action: string, version: number) =>
      send('POST', chargesUrl(job.id, '/review'), { action, version });
    const submitted = await review('submit', 1);
    expect(submitted.body.data).toMatchObject({ version: 2, status: { reviewStatus: 'PENDING' } });
    const unchecked = await review('approve', 2);
    expect([unchecked.status, unchecked.body.code]).toEqual([409, 'charge.reviewNeedsChecked']);
    await t.database.db.execute(sql`update job_charges set check_status = 'CHECKED' where job_id = ${job.id}`);
    const approved = await review('approve', 2);
    expect(approved.body.data.status).toMatchObject({
      reviewStatus: 'REVIEWED',
      reviewDate: new Date().toISOString().slice(0, 10),
    });
    const reopened = await review('reopen', 3);
    expect(reopened.body.data.status).toMatchObject({ reviewStatus: 'NOT_REVIEWED', reviewDate: null });
    expect(await auditActionsOf(t, 'job', job.id)).toEqual([
      'job.created',
      'job.chargesSaved',
      'job.chargesReviewed',
      'job.chargesReviewed',
      'job.chargesReviewed',
    ]);
  });
});
