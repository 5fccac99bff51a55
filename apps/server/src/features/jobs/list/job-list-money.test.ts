import { beforeAll, describe, expect, it } from 'vitest';
import { chargeFactories } from '../../../../test/charge-factories';
import { partyWithRole } from '../../../../test/job-factories';
import { readExport } from '../../../../test/read-xlsx';
import { useTestApp } from '../../../../test/test-app';
import { sql } from '../../../db/client';

/** issue 17: the money of a job in the job list (profit, margin, statuses, the customer's credit). */
const t = useTestApp();
const { send, openJob, line, saveLines } = chargeFactories(t);

const OE = '/api/ocean-export/jobs';
const list = (query: Record<string, string>) => send('GET', `${OE}?${new URLSearchParams(query)}`);

interface Row {
  id: number;
  profitLocal: string;
  marginPct: string | null;
  belowMinMargin: boolean;
  closeStatus: string;
  reviewStatus: string;
  customer: { overCredit: boolean };
}

/** Three jobs of known profit in CNY (SHA's local currency; its minimum margin is 5.00 %). */
const jobs: { id: number; mblNo: string }[] = [];
const profits = [
  { ar: '100', ap: '98' }, // 2.00 % margin: below the minimum
  { ar: '1000', ap: '500' }, // 50.00 %
  { ar: '100', ap: '150' }, // a loss, -50.00 %
];
const billNos = () => jobs.map((j) => j.mblNo).join('\n');
const ids = (rows: Row[]) => rows.map((r) => r.id);

beforeAll(async () => {
  const vendor = await partyWithRole(t, 'OVERSEAS_AGENT');
  for (const [i, { ar, ap }] of profits.entries()) {
    const mblNo = `JLMONEY${Date.now()}${i}`;
    const job = await openJob({ mblNo });
    const cny = { chargeCode: 'DOC', displayName: 'DOC', currency: 'CNY', unit: 'BL', num: '1' } as const;
    const res = await saveLines(
      job.id,
      [await line({ ...cny, price: ar }), await line({ ...cny, side: 'AP', partyId: vendor.id, price: ap })],
      0,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    jobs.push({ id: job.id, mblNo });
  }
});

describe('the money of a job in the job list (issue 17)', () => {
  it('shows profit, margin, close and review status, and flags a job under the office’s minimum margin', async () => {
    const res = await list({ billNos: billNos(), sortField: 'profitLocal', sortOrder: 'descend' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data.rows as Row[];
    expect(rows.map((r) => [r.id, r.profitLocal, r.marginPct, r.belowMinMargin])).toEqual([
      [jobs[1]!.id, '500.00', '50.00', false],
      [jobs[0]!.id, '2.00', '2.00', true],
      [jobs[2]!.id, '-50.00', '-50.00', true],
    ]);
    expect(rows[0]).toMatchObject({ closeStatus: 'NOT_CLOSED', reviewStatus: 'NOT_REVIEWED' });
    const ascending = await list({ billNos: billNos(), sortField: 'profitLocal', sortOrder: 'ascend' });
    expect(ids(ascending.body.data.rows)).toEqual([jobs[2]!.id, jobs[0]!.id, jobs[1]!.id]);
  });

  it('filters by profit from and to, by the minimum margin, and by close and review status', async () => {
    const found = async (query: Record<string, string>) =>
      ids((await list({ billNos: billNos(), sortField: 'profitLocal', ...query })).body.data.rows).sort();
    expect(await found({ profitFrom: '0', profitTo: '2.00' })).toEqual([jobs[0]!.id]);
    expect(await found({ profitFrom: '-50' })).toEqual(jobs.map((j) => j.id).sort());
    expect(await found({ profitTo: '-0.01' })).toEqual([jobs[2]!.id]);
    expect(await found({ belowMinMargin: 'true' })).toEqual([jobs[0]!.id, jobs[2]!.id].sort());
    await t.database.db.execute(sql`update jobs set review_status = 'PENDING' where id = ${jobs[1]!.id}`);
    expect(await found({ reviewStatus: 'PENDING' })).toEqual([jobs[1]!.id]);
    expect(await found({ closeStatus: 'CLOSED' })).toEqual([]);
    const bad = await list({ profitFrom: '1.234' });
    expect([bad.status, bad.body.data.issues[0].field]).toEqual([400, 'query.profitFrom']);
  });

  it('flags a customer over its credit limit (spec §6)', async () => {
    const customer = await partyWithRole(t, 'CUSTOMER', 2);
    const mblNo = `JLCREDIT${Date.now()}`;
    const job = await openJob({ mblNo, customer: customer.id });
    const flag = async () => ((await list({ billNos: mblNo })).body.data.rows as Row[])[0]!.customer.overCredit;
    expect(await flag()).toBe(false);
    await t.database.db.execute(
      sql`update parties set credit_limit = 100, credit_currency = 'CNY' where id = ${customer.id}`,
    );
    await t.database.db.execute(
      sql`insert into invoices (office_code, job_id, kind, side, state, invoice_no, party_id, currency, invoice_date,
            due_date, aging_begin_date, gross_total, local_gross, local_currency)
          values ('SHA', ${job.id}, 'INVOICE', 'AR', 'CONFIRMED', ${String(Date.now()).slice(-12)}, ${customer.id},
            'CNY', '2026-11-01', '2026-12-01', '2026-11-01', 500, 500, 'CNY')`,
    );
    expect(await flag()).toBe(true);
  });

  it('exports the profit, margin, statuses and the over-credit flag with their labels', async () => {
    const query = new URLSearchParams({ billNos: billNos(), sortField: 'profitLocal', sortOrder: 'ascend' });
    const sheet = await readExport(t, `${OE}/export?${query}`, t.admin);
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(
      expect.arrayContaining(['Over credit', 'Profit', 'Margin %', 'Close status', 'Review status']),
    );
    const column = (name: string) => [2, 3, 4].map((row) => sheet.getRow(row).getCell(header.indexOf(name) + 1).value);
    expect(column('Profit')).toEqual([-50, 2, 500]);
    expect(column('Margin %')).toEqual([-50, 2, 50]);
    expect(column('Close status')).toEqual(['Not closed', 'Not closed', 'Not closed']);
  });
});
