import { describe, expect, it } from 'vitest';
import {
  createTestOffice,
  createTestUser,
  officeInput,
  reloadUser,
  signInFirstTime,
  userForm,
} from '../../../test/admin-factories';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const refused = refusalsOf(t);

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const changes = { nameEn: 'Xiamen Office', nameCn: '厦门办事处', address: '', phone: '', enabled: false };

describe('POST /sys/offices', () => {
  it('creates an office with an upper-cased code and trimmed names, and logs it', async () => {
    const res = await send('POST', '/api/sys/offices', officeInput({ officeCode: ' xmn ', nameEn: '  Xiamen  ' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ officeCode: 'XMN', nameEn: 'Xiamen', companyCode: 'APEX', userCount: 0 });
    expect(res.body.data).toMatchObject({ version: 1, updatedBy: 'admin', enabled: true });
    expect(await auditActionsOf(t, 'office', res.body.data.id)).toEqual(['office.created']);
  });

  it('refuses a code that exists, and changes nothing', async () => {
    const body = await refused(() => send('POST', '/api/sys/offices', officeInput({ officeCode: 'sha' })), 409);
    expect(body).toMatchObject({ code: 'record.duplicate', message: 'Office SHA already exists' });
  });

  it('names the field of an unknown company', async () => {
    const body = await refused(() => send('POST', '/api/sys/offices', officeInput({ companyCode: 'NOPE' })), 400);
    expect(body.data.issues).toEqual([{ field: 'body.companyCode', message: 'Company NOPE does not exist' }]);
  });

  it('names every invalid field', async () => {
    const res = await send('POST', '/api/sys/offices', { officeCode: 'a b', companyCode: 'APEX', nameEn: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.officeCode', 'body.nameEn']);
  });

  it('is refused to a user without the permission', async () => {
    const op = await t.signIn('op01');
    const body = await refused(() => send('POST', '/api/sys/offices', officeInput(), op), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('PUT /sys/offices/:id', () => {
  it('updates the office, bumps its version and logs what changed', async () => {
    const office = await createTestOffice(t);
    const res = await send('PUT', `/api/sys/offices/${office.id}`, { version: 1, ...changes });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...changes, version: 2, officeCode: office.officeCode });
    expect(await auditActionsOf(t, 'office', office.id)).toEqual(['office.created', 'office.updated']);
  });

  it('refuses a stale version, naming who changed the office and when, and changes nothing', async () => {
    const office = await createTestOffice(t);
    await send('PUT', `/api/sys/offices/${office.id}`, { version: 1, ...changes });
    const body = await refused(
      () => send('PUT', `/api/sys/offices/${office.id}`, { version: 1, ...changes, nameEn: 'Mine' }),
      409,
    );
    expect(body.code).toBe('record.stale');
    expect(body.message).toMatch(/^This record was changed by admin at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    expect(body.data).toMatchObject({ updatedBy: 'admin', version: 2 });
  });

  it('says an unknown office does not exist', async () => {
    const res = await send('PUT', '/api/sys/offices/99999', { version: 1, ...changes });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('record.notFound');
  });

  it('rolls the change back when its operation-log row cannot be written', async () => {
    const office = await createTestOffice(t);
    const restore = await failAuditOf(t, 'office.updated');
    await refused(() => send('PUT', `/api/sys/offices/${office.id}`, { version: 1, ...changes }), 500).finally(restore);
  });
});

describe('DELETE /sys/offices/:id', () => {
  it('deletes an office nobody belongs to, and logs it', async () => {
    const office = await createTestOffice(t);
    const res = await send('DELETE', `/api/sys/offices/${office.id}?version=1`);
    expect(res.status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/sys/offices/${office.id}`, token: t.admin })).status).toBe(404);
    expect(await auditActionsOf(t, 'office', office.id)).toEqual(['office.created', 'office.deleted']);
  });

  it('keeps an office users belong to, saying how many', async () => {
    const office = await createTestOffice(t);
    await createTestUser(t, { defaultOfficeCode: office.officeCode, officeCodes: [office.officeCode] });
    const body = await refused(() => send('DELETE', `/api/sys/offices/${office.id}?version=1`), 409);
    expect(body).toMatchObject({
      code: 'record.inUse',
      message: `Office ${office.officeCode} is still in use (users: 1) and cannot be deleted`,
    });
  });

  it('refuses a stale version', async () => {
    const office = await createTestOffice(t);
    await send('PUT', `/api/sys/offices/${office.id}`, { version: 1, ...changes });
    const body = await refused(() => send('DELETE', `/api/sys/offices/${office.id}?version=1`), 409);
    expect(body.code).toBe('record.stale');
  });

  it('deletes an office its former users still have sessions in', async () => {
    const office = await createTestOffice(t);
    const user = await createTestUser(t, {
      defaultOfficeCode: office.officeCode,
      officeCodes: [office.officeCode],
    });
    await signInFirstTime(t, user.account);
    const moved = userForm(await reloadUser(t, user.id), { defaultOfficeCode: 'SHA', officeCodes: ['SHA'] });
    expect((await send('PUT', `/api/sys/users/${user.id}`, moved)).status).toBe(200);
    expect((await send('DELETE', `/api/sys/offices/${office.id}?version=1`)).status).toBe(200);
  });

  it('needs the version, and says an unknown office does not exist', async () => {
    const res = await send('DELETE', '/api/sys/offices/1');
    expect(res.status).toBe(400);
    expect(res.body.data.issues[0].field).toBe('query.version');
    expect((await send('DELETE', '/api/sys/offices/99999?version=1')).body.code).toBe('record.notFound');
  });
});
