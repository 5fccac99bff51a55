import { describe, expect, it } from 'vitest';
import { auditActionsOf, refusalsOf } from '../../../../test/db-state';
import { partyWithRole } from '../../../../test/job-factories';
import { readExport } from '../../../../test/read-xlsx';
import { useTestApp } from '../../../../test/test-app';
import { jobWithContainers, OE, orderInput, shanghaiCaller } from '../../../../test/trucking-factories';

const t = useTestApp(['op01', 'fin01', 'wh01']);
const refused = refusalsOf(t, ['trucking_orders', 'trucking_order_containers', 'trucking_appointments']);
const send = shanghaiCaller(t, () => t.tokens.op01);

describe('trucking order rules', () => {
  it('carries a CFS order’s loose cargo to a warehouse, its weight to four decimals', async () => {
    const job = await jobWithContainers(t, send, OE, 0);
    const warehouse = await partyWithRole(t, 'WAREHOUSE');
    const cargo = { kind: 'CFS', packages: 12, weightKg: '1520.5', volumeCbm: '8.125', warehouse: warehouse.id };
    const res = await send('POST', `${OE}/jobs/${job.id}/trucking-orders`, await orderInput(t, job.id, [], cargo));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'CFS', packages: 12, weightKg: '1520.5000', volumeCbm: '8.1250' });
    const tooFine = await refused(
      async () =>
        send(
          'POST',
          `${OE}/jobs/${job.id}/trucking-orders`,
          await orderInput(t, job.id, [], { ...cargo, weightKg: '1.12345' }),
        ),
      400,
    );
    expect(tooFine.data).toMatchObject({ issues: [{ field: 'body.weightKg' }] });
    const notWarehouse = await refused(
      async () =>
        send(
          'POST',
          `${OE}/jobs/${job.id}/trucking-orders`,
          await orderInput(t, job.id, [], { ...cargo, warehouse: (await partyWithRole(t, 'CARRIER')).id }),
        ),
      400,
    );
    expect(notWarehouse.code).toBe('entrustment.partyWithoutRole');
    const onFcl = await refused(
      async () =>
        send('POST', `${OE}/jobs/${job.id}/trucking-orders`, await orderInput(t, job.id, [], { packages: 3 })),
      400,
    );
    expect(onFcl.data).toMatchObject({ issues: [{ field: 'body.packages' }] });
    const vehicle = await refused(
      async () =>
        send(
          'POST',
          `${OE}/jobs/${job.id}/trucking-orders`,
          await orderInput(t, job.id, [], { vehicleType: 'SPACESHIP' }),
        ),
      400,
    );
    expect(vehicle.code).toBe('cargo.codeMissing');
  });

  it('deletes an order only before it is entrusted, and writes the log', async () => {
    const job = await jobWithContainers(t, send);
    const order = (await send('POST', `${OE}/jobs/${job.id}/trucking-orders`, await orderInput(t, job.id, job.nos)))
      .body.data;
    await send('POST', `${OE}/trucking-orders/${order.id}/status`, { version: 1, to: 'ENTRUSTED' });
    const kept = await refused(() => send('DELETE', `${OE}/trucking-orders/${order.id}?version=2`), 409);
    expect(kept).toMatchObject({ code: 'trucking.notDeletable', message: expect.stringContaining(order.truckingNo) });
    await send('POST', `${OE}/trucking-orders/${order.id}/status`, { version: 2, to: 'CANCELLED' });
    expect((await send('DELETE', `${OE}/trucking-orders/${order.id}?version=3`)).status).toBe(200);
    expect(await auditActionsOf(t, 'truckingOrder', order.id)).toEqual([
      'truckingOrder.created',
      'truckingOrder.statusChanged',
      'truckingOrder.statusChanged',
      'truckingOrder.deleted',
    ]);
    expect((await send('GET', `${OE}/trucking-orders/${order.id}`)).status).toBe(404);
  });

  it('needs the job’s rights: finance reads the orders but neither creates nor moves one, the warehouse not even reads', async () => {
    const job = await jobWithContainers(t, send);
    const input = await orderInput(t, job.id, job.nos);
    const order = (await send('POST', `${OE}/jobs/${job.id}/trucking-orders`, input)).body.data;
    const tab = `${OE}/jobs/${job.id}/trucking-orders`;
    expect((await send('GET', tab, undefined, t.tokens.fin01)).status).toBe(200);
    await refused(() => send('POST', tab, input, t.tokens.fin01), 403);
    const move = { version: 1, to: 'ENTRUSTED' };
    await refused(() => send('POST', `${OE}/trucking-orders/${order.id}/status`, move, t.tokens.fin01), 403);
    expect((await send('GET', tab, undefined, t.tokens.wh01)).status).toBe(403);
    expect((await send('GET', `${OE}/trucking-orders/${order.id}`, undefined, t.tokens.wh01)).status).toBe(403);
  });

  it('deletes an appointment at the version read', async () => {
    const job = await jobWithContainers(t, send);
    const order = (await send('POST', `${OE}/jobs/${job.id}/trucking-orders`, await orderInput(t, job.id, job.nos)))
      .body.data;
    const booked = await send('POST', `${OE}/trucking-orders/${order.id}/appointments`, {
      bookingId: 'B-1',
      type: 'PICKUP',
    });
    const appointment = booked.body.data.appointments[0];
    const url = `${OE}/trucking-orders/${order.id}/appointments/${appointment.id}`;
    expect((await refused(() => send('DELETE', `${url}?version=2`), 409)).code).toBe('record.stale');
    const gone = await send('DELETE', `${url}?version=1`);
    expect(gone.body.data.appointments).toEqual([]);
    expect(await auditActionsOf(t, 'appointment', appointment.id)).toEqual([
      'appointment.created',
      'appointment.deleted',
    ]);
  });

  it('puts a container on one of two orders saved at once, and numbers them apart', async () => {
    const job = await jobWithContainers(t, send, OE, 1);
    const body = await orderInput(t, job.id, job.nos);
    const answers = await Promise.all([1, 2].map(() => send('POST', `${OE}/jobs/${job.id}/trucking-orders`, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('trucking.containerOnOrder');
    const both = await Promise.all(
      [1, 2].map(async () => send('POST', `${OE}/jobs/${job.id}/trucking-orders`, await orderInput(t, job.id, []))),
    );
    const numbers = both.map((a) => a.body.data.truckingNo as string);
    expect(new Set(numbers).size).toBe(2);
  });

  it('exports the filtered list with its labels', async () => {
    const job = await jobWithContainers(t, send);
    const order = (await send('POST', `${OE}/jobs/${job.id}/trucking-orders`, await orderInput(t, job.id, job.nos)))
      .body.data;
    const sheet = await readExport(t, `${OE}/trucking-orders/export?truckingNo=${order.truckingNo}`, t.tokens.op01);
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Trucking No', 'Job no', 'Entrustment status']));
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining([order.truckingNo, job.jobNo, 'Not entrusted']));
    expect(sheet.rowCount).toBe(2);
  });
});
