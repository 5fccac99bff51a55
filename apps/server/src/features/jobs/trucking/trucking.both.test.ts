import { describe, expect, it } from 'vitest';
import { auditActionsOf, refusalsOf } from '../../../../test/db-state';
import { partyWithRole } from '../../../../test/job-factories';
import { fetchPdf } from '../../../../test/pdf-answer';
import { useTestApp } from '../../../../test/test-app';
import {
  containerNo,
  jobWithContainers as makeJob,
  orderInput as makeOrderInput,
  OE,
  OI,
  shanghaiCaller,
} from '../../../../test/trucking-factories';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp(['op01', 'hk.ops', 'fin01']);
const refused = refusalsOf(t, ['trucking_orders', 'trucking_order_containers', 'trucking_status_changes']);

const send = shanghaiCaller(t, () => t.tokens.op01);
const jobWithContainers = (api = OE, count = 2) => makeJob(t, send, api, count);
const orderInput = (jobId: number, nos: string[], overrides: object = {}) => makeOrderInput(t, jobId, nos, overrides);

const create = async (api: string, jobId: number, body: object, token?: string) =>
  send('POST', `${api}/jobs/${jobId}/trucking-orders`, body, token);

describe('trucking orders of a job', () => {
  it('numbers an order by the office’s TRK rule, with the job’s containers, not entrusted, on the job’s tab', async () => {
    const job = await jobWithContainers();
    const res = await create(OE, job.id, await orderInput(job.id, job.nos));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = res.body.data;
    expect(order).toMatchObject({
      kind: 'FCL',
      direction: 'PICKUP',
      status: 'NOT_ENTRUSTED',
      jobNo: job.jobNo,
      version: 1,
    });
    expect(order.truckingNo).toMatch(/^TKSHA1\d{4}\d{4}$/);
    expect(
      order.containers.map((c: { containerNo: string; containerType: string }) => [c.containerNo, c.containerType]),
    ).toEqual(job.nos.map((no) => [no, '40HQ']));
    const tab = await send('GET', `${OE}/jobs/${job.id}/trucking-orders`);
    expect(tab.body.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(await auditActionsOf(t, 'truckingOrder', order.id)).toEqual(['truckingOrder.created']);
  });

  it('refuses a container of another job unless the order is united, and a container on two orders going the same way', async () => {
    const [a, b] = [await jobWithContainers(), await jobWithContainers()];
    const mixed = [...(await orderInput(a.id, a.nos)).containers, { jobId: b.id, containerNo: b.nos[0] }];
    const empty = await orderInput(a.id, []);
    const foreign = await refused(() => create(OE, a.id, { ...empty, containers: mixed }), 400);
    expect(foreign.code).toBe('trucking.containerOfOtherJob');
    const united = await create(OE, a.id, { ...empty, united: true, containers: mixed });
    expect(united.status, JSON.stringify(united.body)).toBe(200);
    expect(united.body.data.jobCount).toBe(2);
    const onB = await send('GET', `${OE}/jobs/${b.id}/trucking-orders`);
    expect(onB.body.data.map((o: { truckingNo: string }) => o.truckingNo)).toEqual([united.body.data.truckingNo]);
    const twice = await refused(async () => create(OE, b.id, await orderInput(b.id, [b.nos[0]!])), 409);
    expect(twice).toMatchObject({
      code: 'trucking.containerOnOrder',
      message: expect.stringContaining(united.body.data.truckingNo),
    });
    const notOfJob = await refused(async () => create(OE, b.id, await orderInput(b.id, [containerNo()])), 400);
    expect(notOfJob.code).toBe('trucking.containerNotFound');
    const cfs = await refused(async () => create(OE, b.id, await orderInput(b.id, [b.nos[1]!], { kind: 'CFS' })), 400);
    expect(cfs).toMatchObject({
      code: 'validation.invalid',
      data: { issues: [{ field: 'body.containers', message: 'A CFS order carries loose cargo, not containers' }] },
    });
    const notTrucker = await refused(
      async () => create(OE, b.id, await orderInput(b.id, [], { trucker: (await partyWithRole(t, 'CARRIER')).id })),
      400,
    );
    expect(notTrucker.code).toBe('entrustment.partyWithoutRole');
  });

  it('moves the entrustment status one step at a time, a step back with a reason, kept as history', async () => {
    const job = await jobWithContainers();
    const order = (await create(OE, job.id, await orderInput(job.id, job.nos))).body.data;
    const status = (version: number, to: string, reason = '') =>
      send('POST', `${OE}/trucking-orders/${order.id}/status`, { version, to, reason });
    const skip = await refused(() => status(1, 'DEPARTED'), 409);
    expect(skip).toMatchObject({
      code: 'entrustment.statusNotAllowed',
      message: expect.stringContaining(order.truckingNo),
    });
    expect((await status(1, 'ENTRUSTED')).body.data.status).toBe('ENTRUSTED');
    expect((await refused(() => status(1, 'DEPARTED'), 409)).code).toBe('record.stale');
    expect((await status(2, 'DEPARTED')).status).toBe(200);
    expect((await refused(() => status(3, 'ENTRUSTED'), 400)).code).toBe('entrustment.reasonNeeded');
    expect((await refused(() => status(3, 'CANCELLED'), 409)).code).toBe('entrustment.statusNotAllowed');
    const back = await status(3, 'ENTRUSTED', 'Truck broke down at the gate');
    expect(
      back.body.data.history.map((h: { from: string; to: string; reason: string; changedBy: string }) => [
        h.from,
        h.to,
        h.reason,
        h.changedBy,
      ]),
    ).toEqual([
      ['NOT_ENTRUSTED', 'ENTRUSTED', '', 'op01'],
      ['ENTRUSTED', 'DEPARTED', '', 'op01'],
      ['DEPARTED', 'ENTRUSTED', 'Truck broke down at the gate', 'op01'],
    ]);
    // Cancelled, the order lets go of its containers: another order may take them.
    await status(4, 'CANCELLED');
    expect((await create(OE, job.id, await orderInput(job.id, job.nos))).status).toBe(200);
    expect((await refused(() => status(5, 'NOT_ENTRUSTED'), 409)).code).toBe('trucking.containerOnOrder');
  });

  it('answers 404 for an order of another office or job type', async () => {
    const job = await jobWithContainers();
    const order = (await create(OE, job.id, await orderInput(job.id, job.nos))).body.data;
    expect((await send('GET', `${OE}/trucking-orders/${order.id}`, undefined, t.tokens['hk.ops'])).status).toBe(404);
    expect((await send('GET', `${OI}/trucking-orders/${order.id}`)).status).toBe(404);
    const move = await send(
      'POST',
      `${OE}/trucking-orders/${order.id}/status`,
      { version: 1, to: 'ENTRUSTED' },
      t.tokens['hk.ops'],
    );
    expect(move.status).toBe(404);
  });

  it('moves many orders at once, or none, naming the order that cannot move', async () => {
    const job = await jobWithContainers(OE, 3);
    const [first, second] = [
      (await create(OE, job.id, await orderInput(job.id, [job.nos[0]!]))).body.data,
      (await create(OE, job.id, await orderInput(job.id, [job.nos[1]!]))).body.data,
    ];
    await send('POST', `${OE}/trucking-orders/${second.id}/status`, { version: 1, to: 'ENTRUSTED' });
    const bulk = (orders: object[]) => send('POST', `${OE}/trucking-orders/status`, { orders, to: 'ENTRUSTED' });
    const refusal = await refused(
      () =>
        bulk([
          { id: first.id, version: 1 },
          { id: second.id, version: 2 },
        ]),
      409,
    );
    expect(refusal).toMatchObject({
      code: 'entrustment.statusNotAllowed',
      message: expect.stringContaining(second.truckingNo),
    });
    expect((await send('GET', `${OE}/trucking-orders/${first.id}`)).body.data.status).toBe('NOT_ENTRUSTED');
    const moved = await send('POST', `${OE}/trucking-orders/status`, {
      orders: [
        { id: first.id, version: 1 },
        { id: second.id, version: 2 },
      ],
      to: 'NOT_ENTRUSTED',
      reason: 'wrong',
    });
    expect(moved.status).toBe(409);
    const both = await send('POST', `${OE}/trucking-orders/status`, {
      orders: [{ id: first.id, version: 1 }],
      to: 'ENTRUSTED',
    });
    expect(both.body.data.map((r: { status: string }) => r.status)).toEqual(['ENTRUSTED']);
  });

  it('splits a job’s containers over its orders in one go', async () => {
    const job = await jobWithContainers(OE, 3);
    const one = (await create(OE, job.id, await orderInput(job.id, job.nos))).body.data;
    const two = (await create(OE, job.id, await orderInput(job.id, []))).body.data;
    const res = await send('PUT', `${OE}/jobs/${job.id}/trucking-split`, {
      orders: [
        { id: one.id, version: 1, containerNos: [job.nos[0]] },
        { id: two.id, version: 1, containerNos: [job.nos[1], job.nos[2]] },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.data.map((o: { containers: { containerNo: string }[] }) => o.containers.map((c) => c.containerNo)),
    ).toEqual([[job.nos[0]], [job.nos[1], job.nos[2]]]);
    const twice = await refused(
      () =>
        send('PUT', `${OE}/jobs/${job.id}/trucking-split`, {
          orders: [
            { id: one.id, version: 2, containerNos: [job.nos[0]] },
            { id: two.id, version: 2, containerNos: [job.nos[0]] },
          ],
        }),
      400,
    );
    expect(twice.code).toBe('trucking.splitTwice');
    expect(
      (
        await refused(
          () =>
            send('PUT', `${OE}/jobs/${job.id}/trucking-split`, {
              orders: [{ id: one.id, version: 1, containerNos: [] }],
            }),
          409,
        )
      ).code,
    ).toBe('trucking.orderChanged');
  });

  it('books appointments: the phone masked for a reader, confirmed with its time, printed as PDF', async () => {
    const job = await jobWithContainers();
    const order = (await create(OE, job.id, await orderInput(job.id, job.nos))).body.data;
    const added = await send('POST', `${OE}/trucking-orders/${order.id}/appointments`, {
      bookingId: 'YT-20260302-118',
      contact: 'Wang Qiang',
      phone: '13812345678',
      type: 'PICKUP',
      estimatedAt: '2026-03-02T09:30:00+08:00',
      cargoReady: true,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const appointment = added.body.data.appointments[0];
    expect(appointment).toMatchObject({ phone: '13812345678', status: 'REQUESTED', confirmedAt: null, version: 1 });
    const read = await send('GET', `${OE}/trucking-orders/${order.id}`, undefined, t.tokens.fin01);
    expect(read.body.data.appointments[0].phone).toBe('138****5678');
    const confirmed = await send('PUT', `${OE}/trucking-orders/${order.id}/appointments/${appointment.id}`, {
      ...appointment,
      status: 'CONFIRMED',
    });
    expect(confirmed.body.data.appointments[0].confirmedAt).not.toBeNull();
    const stale = await refused(
      () =>
        send('PUT', `${OE}/trucking-orders/${order.id}/appointments/${appointment.id}`, {
          ...appointment,
          status: 'CONFIRMED',
        }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const file = await fetchPdf(
      t,
      `${OE}/trucking-orders/${order.id}/appointments/${appointment.id}/file`,
      t.tokens.op01,
    );
    expect(file.status).toBe(200);
    const text = file.text;
    expect(text).toContain('YT-20260302-118');
    expect(text).toContain('Trucking appointment');
    expect(text).toContain(order.truckingNo);
  });

  it('sets an import job’s delivery stages from its delivery order', async () => {
    const job = await jobWithContainers(OI, 1);
    const res = await create(
      OI,
      job.id,
      await orderInput(job.id, job.nos, {
        direction: 'DELIVERY',
        appointmentAt: '2026-03-05T10:00:00+08:00',
        deliveredAt: '2026-03-06T07:30:00+08:00',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [stages] = await queryRows<{ scheduled: Date; delivered: string }>(
      t.database.db,
      sql`select delivery_scheduled_at as scheduled, cargo_delivered_date::text as delivered from jobs where id = ${job.id}`,
    );
    expect(new Date(stages!.scheduled).toISOString()).toBe('2026-03-05T02:00:00.000Z');
    expect(stages!.delivered).toBe('2026-03-06');
  });

  it('lists the office’s orders by container no, and those linked to several jobs', async () => {
    const [a, b] = [await jobWithContainers(), await jobWithContainers()];
    const united = (
      await create(OE, a.id, {
        ...(await orderInput(a.id, a.nos)),
        united: true,
        containers: [
          { jobId: a.id, containerNo: a.nos[0] },
          { jobId: b.id, containerNo: b.nos[0] },
        ],
      })
    ).body.data;
    const byContainer = await send('GET', `${OE}/trucking-orders?containerNo=${b.nos[0]}`);
    expect(byContainer.body.data.rows.map((r: { id: number }) => r.id)).toEqual([united.id]);
    const byMbl = await send('GET', `${OE}/trucking-orders?mblNo=${b.mblNo.toLowerCase()}`);
    expect(byMbl.body.data.rows.map((r: { id: number }) => r.id)).toEqual([united.id]);
    const linked = await send('GET', `${OE}/trucking-orders?linked=true&jobNo=${b.jobNo}`);
    expect(linked.body.data.rows.map((r: { id: number }) => r.id)).toEqual([united.id]);
    const elsewhere = await send('GET', `${OE}/trucking-orders?containerNo=${b.nos[0]}`, undefined, t.tokens['hk.ops']);
    expect(elsewhere.body.data.total).toBe(0);
    const picker = await send('GET', `${OE}/trucking-containers?keyword=${b.jobNo}&direction=PICKUP`);
    expect(
      picker.body.data.map((c: { containerNo: string; onOrder: string | null }) => [c.containerNo, c.onOrder]),
    ).toEqual([
      [b.nos[0], united.truckingNo],
      [b.nos[1], null],
    ]);
  });
});
