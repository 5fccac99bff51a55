import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';
import { DEMO_BLACKLISTED_SCAC, DEMO_CARRIER_COUNT } from '../../seed/carriers';

const t = useTestApp();
const refused = refusalsOf(t);

type Carrier = { id: number; scac: string; nameEn: string; blacklisted: boolean; blacklistReason: string };

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = (query: string, token = t.admin) => send('GET', `/api/sys/carriers?${query}`, undefined, token);

let made = 0;
/** A carrier no other test uses: SCACs from ZZA on (the demo lines use none of them). */
function carrierInput(overrides: object = {}) {
  made += 1;
  return { scac: `zz${String.fromCharCode(96 + made)}`, nameEn: `Test Line ${made}`, nameCn: '', ...overrides };
}

async function createCarrier(body: object = carrierInput()) {
  const res = await send('POST', '/api/sys/carriers', body);
  expect(res.status).toBe(200);
  return res.body.data as Carrier;
}

const form = ({ nameEn, blacklisted, blacklistReason }: Carrier) => ({ nameEn, blacklisted, blacklistReason });

describe('GET /sys/carriers', () => {
  it('pages the demo carriers by SCAC, and finds them by SCAC, name or blacklist', async () => {
    const all = await list('pageSize=5');
    expect(all.body.data.total).toBe(DEMO_CARRIER_COUNT);
    expect(all.body.data.rows.map((c: Carrier) => c.scac)).toEqual(['ACLU', 'ANNU', 'APLU', 'BGCE', 'BGFY']);
    expect((await list('keyword=maeu')).body.data.rows.map((c: Carrier) => c.nameEn)).toEqual(['Maersk']);
    expect((await list('keyword=长荣')).body.data.rows.map((c: Carrier) => c.scac)).toEqual(['EGLV']);
    const black = await list('blacklisted=true');
    expect(black.body.data.rows.map((c: Carrier) => c.scac)).toEqual([DEMO_BLACKLISTED_SCAC]);
    expect(black.body.data.rows[0].blacklistReason).not.toBe('');
  });

  it('is open to finance, and closed to the warehouse', async () => {
    expect((await list('', await t.signIn('fin01'))).status).toBe(200);
    const wh = await t.signIn('wh01');
    expect((await refused(() => list('', wh), 403)).message).toBe('no permission to use the function');
  });
});

describe('POST /sys/carriers', () => {
  it('adds a carrier with its SCAC upper-cased, and logs it', async () => {
    const carrier = await createCarrier(carrierInput({ scac: ' sinx ', nameEn: '  Sino Express  ' }));
    expect(carrier).toMatchObject({ scac: 'SINX', nameEn: 'Sino Express', blacklisted: false, blacklistReason: '' });
    expect(await auditActionsOf(t, 'carrier', carrier.id)).toEqual(['carrier.created']);
  });

  it('refuses a SCAC in use, and one that is not 2 to 4 letters', async () => {
    const dup = await refused(() => send('POST', '/api/sys/carriers', carrierInput({ scac: 'maeu' })), 409);
    expect(dup).toMatchObject({ code: 'record.duplicate', message: 'Carrier MAEU already exists' });
    const bad = await refused(() => send('POST', '/api/sys/carriers', carrierInput({ scac: 'MA3U' })), 400);
    expect(bad.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.scac']);
  });

  it('refuses a blacklisted carrier without a reason', async () => {
    const body = await refused(
      () => send('POST', '/api/sys/carriers', carrierInput({ blacklisted: true, blacklistReason: '  ' })),
      400,
    );
    expect(body.data.issues).toEqual([
      { field: 'body.blacklistReason', message: 'A blacklisted carrier needs a reason' },
    ]);
  });

  it('is refused to an operator, who may only look', async () => {
    const op = await t.signIn('op01');
    expect((await list('', op)).status).toBe(200);
    const body = await refused(() => send('POST', '/api/sys/carriers', carrierInput(), op), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('PUT and DELETE /sys/carriers/:id', () => {
  it('blacklists a carrier with a reason, and clears the reason when it comes off the list', async () => {
    const carrier = await createCarrier();
    const on = await send('PUT', `/api/sys/carriers/${carrier.id}`, {
      ...form(carrier),
      version: 1,
      blacklisted: true,
      blacklistReason: 'Rolled our boxes twice',
    });
    expect(on.body.data).toMatchObject({ blacklisted: true, blacklistReason: 'Rolled our boxes twice', version: 2 });
    const off = await send('PUT', `/api/sys/carriers/${carrier.id}`, {
      ...form(on.body.data),
      version: 2,
      blacklisted: false,
    });
    expect(off.body.data).toMatchObject({ blacklisted: false, blacklistReason: '', version: 3 });
    expect(await auditActionsOf(t, 'carrier', carrier.id)).toEqual([
      'carrier.created',
      'carrier.updated',
      'carrier.updated',
    ]);
  });

  it('refuses a stale version, and rolls back when the log row cannot be written', async () => {
    const carrier = await createCarrier();
    await send('PUT', `/api/sys/carriers/${carrier.id}`, { ...form(carrier), version: 1, nameEn: 'Renamed' });
    const stale = await refused(
      () => send('PUT', `/api/sys/carriers/${carrier.id}`, { ...form(carrier), version: 1 }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const restore = await failAuditOf(t, 'carrier.updated');
    await refused(() => send('PUT', `/api/sys/carriers/${carrier.id}`, { ...form(carrier), version: 2 }), 500).finally(
      restore,
    );
  });

  it('deletes a carrier and logs it', async () => {
    const carrier = await createCarrier();
    expect((await send('DELETE', `/api/sys/carriers/${carrier.id}?version=1`)).status).toBe(200);
    expect((await send('GET', `/api/sys/carriers/${carrier.id}`)).status).toBe(404);
    expect(await auditActionsOf(t, 'carrier', carrier.id)).toEqual(['carrier.created', 'carrier.deleted']);
  });
});
