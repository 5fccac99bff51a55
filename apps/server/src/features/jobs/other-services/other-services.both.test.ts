import { beforeAll, describe, expect, it } from 'vitest';
import { auditActionsOf } from '../../../../test/db-state';
import { chargesVersionOf } from '../../../../test/finance-factories';
import { otherServiceFactories } from '../../../../test/other-service-factories';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp();
const { send, openJob, paths, serviceInput, getCharges, setRate, storedLines } = otherServiceFactories(t);

beforeAll(async () => {
  await setRate('USD', 'CNY', '7.1');
});

type Line = { id: number; side: string; amount: string; localAmount: string; otherService: unknown };
const costLines = async (jobId: number) =>
  ((await getCharges(jobId)).body.data.lines as Line[]).filter((l) => l.otherService !== null);

describe('the other services of a job and their cost lines (issue 19)', () => {
  it('writes, changes and deletes the AP line with its service, each a save of the charges part', async () => {
    const job = await openJob();
    const url = paths(job.id);
    const created = await send('POST', url.tab, await serviceInput());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe('Fumigation saved');
    const service = created.body.data;
    expect(service).toMatchObject({
      kind: 'FUMIGATION',
      amount: '120.50',
      currency: 'USD',
      chargeCode: 'OFR',
      version: 1,
      costLine: { lineNo: 1, localAmount: '855.55', invoiced: false, checked: false },
    });
    const charges = (await getCharges(job.id)).body.data;
    expect(charges.version).toBe(1);
    expect(charges.lines).toEqual([
      expect.objectContaining({
        side: 'AP',
        chargeCode: 'OFR',
        displayName: 'Fumigation',
        partyId: service.supplier,
        currency: 'USD',
        unit: 'SHPT',
        num: '1.0000',
        amount: '120.50',
        localAmount: '855.55',
        dueDate: '2099-01-06',
        otherService: { id: service.id, kind: 'FUMIGATION' },
      }),
    ]);
    expect(charges.summary).toMatchObject({ apLocal: '855.55', profitLocal: '-855.55' });

    // Dates and notes alone leave the line as it is: its own version stays, the charges part's too.
    const [before] = await storedLines(job.id);
    const noted = await send('PUT', url.service(service.id), {
      ...(await serviceInput({ remark: 'Certificate sent to the consignee', doneDate: '2099-01-07' })),
      version: 1,
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect((await storedLines(job.id))[0]).toEqual(before);
    expect(await chargesVersionOf(t, job.id)).toBe(1);

    // A new amount and currency change the same line, at the rate of the job's rate date.
    const repriced = await send('PUT', url.service(service.id), {
      ...(await serviceInput({ amount: '900', currency: 'CNY' })),
      version: 2,
    });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect(await costLines(job.id)).toEqual([
      expect.objectContaining({ id: before!.id, amount: '900.00', localAmount: '900.00' }),
    ]);
    expect(await chargesVersionOf(t, job.id)).toBe(2);

    // Without its cost the service keeps no line; deleting the service takes its line with it.
    const uncosted = await send('PUT', url.service(service.id), {
      ...(await serviceInput({ chargeCode: null, currency: null, amount: null })),
      version: 3,
    });
    expect(uncosted.body.data.costLine).toBeNull();
    expect(await costLines(job.id)).toEqual([]);
    const again = await send('PUT', url.service(service.id), { ...(await serviceInput()), version: 4 });
    expect(again.body.data.costLine).toMatchObject({ localAmount: '855.55' });
    expect((await send('DELETE', `${url.service(service.id)}?version=5`)).status).toBe(200);
    expect((await getCharges(job.id)).body.data).toMatchObject({
      lines: [],
      summary: { apLocal: '0.00' },
      status: { closeStatus: 'NO_COST' },
    });
    expect((await send('GET', url.tab)).body.data.services).toEqual([]);
    expect(await auditActionsOf(t, 'otherService', service.id)).toEqual([
      'otherService.created',
      'otherService.updated',
      'otherService.updated',
      'otherService.updated',
      'otherService.updated',
      'otherService.deleted',
    ]);
  });

  it('gives the demo services whose costs are lines of their jobs’ charges', async () => {
    const [demo] = await queryRows<{ services: number; costed: number; lines: number }>(
      t.database.db,
      sql`select count(*)::int as services, count(s.amount)::int as costed, count(c.id)::int as lines
          from other_services s left join job_charges c on c.other_service_id = s.id
          where s.created_by = 'demo'`,
    );
    expect(demo!.services).toBeGreaterThan(20);
    expect(demo!.lines).toBe(demo!.costed);
  });
});
