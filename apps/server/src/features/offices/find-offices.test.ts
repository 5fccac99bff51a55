import { describe, expect, it } from 'vitest';
import { createTestOffice } from '../../../test/admin-factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const get = (url: string, token = t.admin, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, token, headers });

describe('GET /sys/offices', () => {
  it('pages the offices with their company and user count, sorted by code', async () => {
    const res = await get('/api/sys/offices?page=1&pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.rows.map((o: { officeCode: string }) => o.officeCode)).toEqual(['HKG', 'NGB']);
    expect(res.body.data.rows[0]).toMatchObject({ companyCode: 'APEXHK', nameEn: 'Hong Kong Office', version: 1 });
    const next = await get('/api/sys/offices?page=2&pageSize=2');
    expect(next.body.data.rows.map((o: { officeCode: string }) => o.officeCode)).toEqual(['SHA', 'SZX']);
    // admin, op01, sales01, fin01 and scops belong to Shanghai
    expect(next.body.data.rows[0].userCount).toBe(5);
  });

  it('finds by a keyword in code or either name, and sorts on request', async () => {
    const byChinese = await get(
      `/api/sys/offices?keyword=${encodeURIComponent('分公司')}&sortField=nameEn&sortOrder=descend`,
    );
    expect(byChinese.body.data.rows.map((o: { officeCode: string }) => o.officeCode)).toEqual(['SZX', 'NGB']);
    expect(byChinese.body.data.total).toBe(2);
    const byCode = await get('/api/sys/offices?keyword=hkg');
    expect(byCode.body.data.rows.map((o: { officeCode: string }) => o.officeCode)).toEqual(['HKG']);
  });

  it('takes % and _ in a keyword literally', async () => {
    await createTestOffice(t, { officeCode: 'PCT', nameEn: '100% Bonded Zone' });
    const res = await get(`/api/sys/offices?keyword=${encodeURIComponent('0%')}`);
    expect(res.body.data.rows.map((o: { officeCode: string }) => o.officeCode)).toEqual(['PCT']);
    expect((await get('/api/sys/offices?keyword=_')).body.data.total).toBe(0);
  });

  it('refuses an unknown sort field, naming it', async () => {
    const res = await get('/api/sys/offices?sortField=address');
    expect(res.status).toBe(400);
    expect(res.body.data.issues[0].field).toBe('query.sortField');
  });

  it('is refused to a user without the permission', async () => {
    const res = await get('/api/sys/offices', await t.signIn('op01'));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'auth.forbidden', message: 'no permission to use the function' });
  });
});

describe('GET /sys/offices/:id', () => {
  it('answers one office', async () => {
    const created = await createTestOffice(t);
    const res = await get(`/api/sys/offices/${created.id}`);
    expect(res.body.data).toEqual(created);
  });

  it('says an unknown office does not exist, in the caller’s language', async () => {
    const res = await get('/api/sys/offices/99999', t.admin, { 'x-language': 'zh_CN' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'record.notFound', message: '办公室 99999 不存在' });
  });
});

describe('GET /sys/companies', () => {
  it('lists the companies offices can belong to', async () => {
    const res = await get('/api/sys/companies');
    expect(res.body.data).toEqual([
      { companyCode: 'APEX', name: 'Apex Logistics (China) Co., Ltd.', dbCode: 'APEX_CN' },
      { companyCode: 'APEXHK', name: 'Apex Logistics (Hong Kong) Ltd.', dbCode: 'APEX_HK' },
      { companyCode: 'APEXSC', name: 'Apex Supply Chain (Shanghai) Co., Ltd.', dbCode: 'APEX_SC' },
    ]);
  });
});
