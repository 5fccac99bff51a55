import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';
import { ENABLED_AT_START, seedCurrencies } from '../../seed/currencies';

const t = useTestApp();
const refused = refusalsOf(t);

type Currency = {
  id: number;
  currencyCode: string;
  nameCn: string;
  decimals: number;
  enabled: boolean;
  version: number;
};

const send = (method: 'GET' | 'PUT', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const find = async (code: string) =>
  (await send('GET', `/api/sys/currencies?keyword=${code}`)).body.data.rows.find(
    (c: Currency) => c.currencyCode === code,
  ) as Currency;

describe('GET /sys/currencies', () => {
  it('lists the ISO currencies with Chinese names and decimals, the common ones enabled', async () => {
    const enabled = await send('GET', '/api/sys/currencies?enabled=true&pageSize=50');
    expect(enabled.body.data.rows.map((c: Currency) => c.currencyCode).sort()).toEqual([...ENABLED_AT_START].sort());
    expect(await find('JPY')).toMatchObject({ nameCn: '日元', decimals: 0, enabled: true });
    expect(await find('KWD')).toMatchObject({ decimals: 3, enabled: false });
    expect((await send('GET', '/api/sys/currencies?pageSize=200')).body.data.total).toBeGreaterThan(150);
  });

  it('is open to the warehouse', async () => {
    expect((await send('GET', '/api/sys/currencies', undefined, await t.signIn('wh01'))).status).toBe(200);
  });
});

describe('PUT /sys/currencies/:id', () => {
  it('enables a currency, which the seed leaves as the user set it, and logs it', async () => {
    const chf = await find('CHF');
    const res = await send('PUT', `/api/sys/currencies/${chf.id}`, {
      version: chf.version,
      nameCn: '瑞士法郎',
      enabled: true,
    });
    expect(res.body.data).toMatchObject({ enabled: true, version: chf.version + 1 });
    await seedCurrencies(t.database.db);
    expect(await find('CHF')).toMatchObject({ enabled: true });
    expect(await auditActionsOf(t, 'currency', chf.id)).toEqual(['currency.updated']);
  });

  it('refuses a stale version, an operator, and rolls back when the log row cannot be written', async () => {
    const sek = await find('SEK');
    await send('PUT', `/api/sys/currencies/${sek.id}`, { version: sek.version, nameCn: sek.nameCn, enabled: true });
    const stale = await refused(
      () => send('PUT', `/api/sys/currencies/${sek.id}`, { version: sek.version, nameCn: '', enabled: false }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const op = await t.signIn('op01');
    const denied = await refused(
      () => send('PUT', `/api/sys/currencies/${sek.id}`, { version: sek.version + 1, enabled: false }, op),
      403,
    );
    expect(denied.message).toBe('no permission to use the function');
    const restore = await failAuditOf(t, 'currency.updated');
    await refused(
      () => send('PUT', `/api/sys/currencies/${sek.id}`, { version: sek.version + 1, nameCn: '', enabled: false }),
      500,
    ).finally(restore);
    expect(await find('SEK')).toMatchObject({ enabled: true });
  });
});
