import { describe, expect, it } from 'vitest';
import { auditActionsOf, refusalsOf } from '../../../../test/db-state';
import { jobInput } from '../../../../test/job-factories';
import { useTestApp } from '../../../../test/test-app';
import { TEST_DB } from '../../../../test/test-database';
import * as trucking from '../../../../test/trucking-factories';
import { sql } from '../../../db/client';

const t = useTestApp(['op01']);
const refused = refusalsOf(t, ['trucking_orders', 'trucking_order_containers', 'jobs', 'job_containers']);
const { OE, OI } = trucking;
const send = trucking.shanghaiCaller(t, () => t.tokens.op01);
const jobWithContainers = (api = OE, count = 2, overrides: object = {}) =>
  trucking.jobWithContainers(t, send, api, count, overrides);
const orderInput = (jobId: number, nos: string[], overrides: object = {}) =>
  trucking.orderInput(t, jobId, nos, overrides);

const jobOf = async (api: string, id: number) => (await send('GET', `${api}/jobs/${id}`)).body.data;
const create = async (api: string, jobId: number, body: object) =>
  (await send('POST', `${api}/jobs/${jobId}/trucking-orders`, body)).body.data as {
    id: number;
    truckingNo: string;
    version: number;
  };
const move = (api: string, order: { id: number; version: number }, to: string, reason = '') =>
  send('POST', `${api}/trucking-orders/${order.id}/status`, { version: order.version, to, reason });

describe('an import job’s delivered date and its delivery orders (issue 19)', () => {
  it('is the delivery order’s while the job has one: typed on the general part it is refused, naming the order', async () => {
    const job = await jobWithContainers(OI, 1);
    const general = async (dates: object) => {
      const saved = await jobOf(OI, job.id);
      const base = await jobInput(t, { mblNo: job.mblNo });
      const body = {
        ...base,
        jobMode: undefined,
        version: saved.version,
        cargoDeliveredDate: saved.cargoDeliveredDate,
      };
      return send('PUT', `${OI}/jobs/${job.id}`, { ...body, ...dates });
    };
    // Without a delivery order the date is typed.
    const typed = await general({ cargoDeliveredDate: '2026-03-01' });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.data).toMatchObject({ cargoDeliveredDate: '2026-03-01', deliveredBy: null });

    const order = await create(
      OI,
      job.id,
      await orderInput(job.id, job.nos, { direction: 'DELIVERY', deliveredAt: '2026-03-06T07:30:00+08:00' }),
    );
    expect(await jobOf(OI, job.id)).toMatchObject({ cargoDeliveredDate: '2026-03-06', deliveredBy: order.truckingNo });
    const changed = await refused(() => general({ cargoDeliveredDate: '2026-03-09' }), 400);
    expect(changed.code).toBe('trucking.deliveredByOrder');
    expect(changed.data.issues).toEqual([
      {
        field: 'cargoDeliveredDate',
        message: `The cargo delivered date comes from delivery trucking order ${order.truckingNo} (its actual delivery time): change it there`,
      },
    ]);
    // The rest of the general part still saves with the date as the order keeps it.
    expect((await general({ clientRefNo: 'REF-19' })).status).toBe(200);

    // A cancelled order keeps no date: it is typed again.
    const cancelled = await move(OI, order, 'CANCELLED', 'The consignee collects');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const again = await general({ cargoDeliveredDate: '2026-03-10' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ cargoDeliveredDate: '2026-03-10', deliveredBy: null });
  });
});

describe('a job split and its containers on trucking orders (issue 19)', () => {
  it('refuses to move a container a trucking order carries to another job, naming the order', async () => {
    const cargo = { packages: 10, weightKg: '100', volumeCbm: '10' };
    const job = await jobWithContainers(OI, 2, {
      ...cargo,
      etd: '2026-09-01',
      eta: '2026-10-01',
      confirmPastEta: true,
    });
    const order = await create(OI, job.id, await orderInput(job.id, [job.nos[1]!]));
    const split = (containerLines: number[]) => async () =>
      send('POST', `${OI}/jobs/${job.id}/split`, {
        version: (await jobOf(OI, job.id)).version,
        containersVersion: 1,
        parts: [
          { packages: 6, weightKg: '60', volumeCbm: '6' },
          { packages: 4, weightKg: '40', volumeCbm: '4', containerLines },
        ],
      });
    const onOrder = await refused(split([2]), 409);
    expect(onOrder.code).toBe('trucking.splitContainerOnOrder');
    expect(onOrder.message).toBe(
      `Container ${job.nos[1]} is on trucking order ${order.truckingNo}: take it off the order before it goes to another job`,
    );
    // A cancelled order still names the container by this job: it is taken off first as well.
    expect((await move(OI, order, 'CANCELLED', 'The consignee collects')).status).toBe(200);
    expect((await refused(split([2]), 409)).code).toBe('trucking.splitContainerOnOrder');
    // A container on no order goes with its part.
    const res = await split([1])();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('deleting a job served by trucking orders (issue 19)', () => {
  type Job = Awaited<ReturnType<typeof jobWithContainers>>;
  /** A united pick-up order made on `owner`, carrying the containers named [job, container no]. */
  const unitedOrder = async (owner: Job, carried: [Job, string][]) =>
    create(OE, owner.id, {
      ...(await orderInput(owner.id, [])),
      united: true,
      containers: carried.map(([job, containerNo]) => ({ jobId: job.id, containerNo })),
    });
  const deleteJob = async (job: Job) =>
    send('DELETE', `${OE}/jobs/${job.id}?version=${(await jobOf(OE, job.id)).version}`);

  it('takes only its containers off a united order, which passes to a job it still serves', async () => {
    const [a, b] = [await jobWithContainers(), await jobWithContainers()];
    const united = await unitedOrder(a, [
      [a, a.nos[0]!],
      [a, a.nos[1]!],
      [b, b.nos[0]!],
    ]);
    const own = await create(OE, a.id, await orderInput(a.id, a.nos, { direction: 'DELIVERY' }));
    const deleted = await deleteJob(a);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const onB = (await send('GET', `${OE}/jobs/${b.id}/trucking-orders`)).body.data;
    expect(onB).toHaveLength(1);
    expect(onB[0]).toMatchObject({ id: united.id, jobId: b.id, jobNo: b.jobNo, version: 2 });
    expect(onB[0].containers.map((c: { containerNo: string }) => c.containerNo)).toEqual([b.nos[0]]);
    expect(await auditActionsOf(t, 'truckingOrder', united.id)).toEqual([
      'truckingOrder.created',
      'truckingOrder.updated',
    ]);
    // The order of the deleted job alone went with it.
    expect((await send('GET', `${OE}/trucking-orders/${own.id}`)).status).toBe(404);
  });

  // Two connections at once: only PostgreSQL has them.
  it.runIf(TEST_DB === 'postgres')(
    'waits for a save of its united order instead of deadlocking with it: the jobs are locked in id order',
    async () => {
      const b = await jobWithContainers();
      const a = await jobWithContainers();
      await unitedOrder(a, [
        [a, a.nos[0]!],
        [b, b.nos[0]!],
      ]);
      let deleting: ReturnType<typeof deleteJob> | undefined;
      await t.database.db.transaction(async (tx) => {
        // As a save of the order does: its jobs locked in id order, b (the lower id) first …
        await tx.execute(sql`select id from jobs where id = ${b.id} for update`);
        deleting = deleteJob(a);
        await new Promise((resolve) => setTimeout(resolve, 500));
        // … then a, which a deletion holding a while it waits for b would never give up.
        await tx.execute(sql`set local lock_timeout = '5s'`);
        await tx.execute(sql`select id from jobs where id = ${a.id} for update`);
      });
      const deleted = await deleting!;
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    },
  );

  it('is refused while a trucker has an order carrying its cargo', async () => {
    const [a, b] = [await jobWithContainers(), await jobWithContainers()];
    const united = await unitedOrder(b, [
      [b, b.nos[0]!],
      [a, a.nos[0]!],
    ]);
    expect((await move(OE, united, 'ENTRUSTED')).status).toBe(200);
    const remove = () => deleteJob(a);
    const refusal = await refused(remove, 409);
    expect(refusal.code).toBe('trucking.jobOnEntrustedOrder');
    expect(refusal.message).toContain(united.truckingNo);
  });
});
