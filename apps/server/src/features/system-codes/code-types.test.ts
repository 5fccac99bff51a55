import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const refused = refusalsOf(t);

type CodeType = { id: number; codeType: string; nameEn: string; locked: boolean; itemCount: number; version: number };

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = (query: string, token = t.admin) => send('GET', `/api/sys/code-types?${query}`, undefined, token);

async function createType(codeType: string) {
  const res = await send('POST', '/api/sys/code-types', { codeType, nameEn: `Type ${codeType}`, nameCn: '测试' });
  expect(res.status).toBe(200);
  return res.body.data as CodeType;
}
const names = ({ nameEn }: CodeType) => ({ nameEn, nameCn: '', nameHk: '' });

describe('GET /sys/code-types', () => {
  it('lists the types with their item counts, and finds them by code or name', async () => {
    const locked = await list('locked=true&pageSize=50');
    expect(locked.body.data.rows.map((r: CodeType) => r.codeType)).toContain('JOB_MODE');
    const found = (await list('keyword=航线')).body.data.rows as CodeType[];
    expect(found).toEqual([expect.objectContaining({ codeType: 'LANE', locked: false, itemCount: 8 })]);
  });

  it('is open to whoever may view codes, and closed to the warehouse', async () => {
    expect((await list('', await t.signIn('fin01'))).status).toBe(200);
    const wh = await t.signIn('wh01');
    expect((await refused(() => list('', wh), 403)).message).toBe('no permission to use the function');
  });
});

describe('POST, PUT and DELETE /sys/code-types', () => {
  it('adds an open type with its code upper-cased, renames it, deletes it, and logs each step', async () => {
    const type = await createType(' incoterm ');
    expect(type).toMatchObject({ codeType: 'INCOTERM', locked: false, itemCount: 0, version: 1 });
    const renamed = await send('PUT', `/api/sys/code-types/${type.id}`, {
      ...names(type),
      version: 1,
      nameHk: '貿易條款',
    });
    expect(renamed.body.data).toMatchObject({ nameHk: '貿易條款', version: 2 });
    expect((await send('DELETE', `/api/sys/code-types/${type.id}?version=2`)).status).toBe(200);
    expect(await auditActionsOf(t, 'systemCodeType', type.id)).toEqual([
      'systemCodeType.created',
      'systemCodeType.updated',
      'systemCodeType.deleted',
    ]);
  });

  it('refuses a type code in use, and one with spaces', async () => {
    const dup = await refused(() => send('POST', '/api/sys/code-types', { codeType: 'lane', nameEn: 'x' }), 409);
    expect(dup).toMatchObject({ code: 'record.duplicate', message: 'Code type LANE already exists' });
    const bad = await refused(() => send('POST', '/api/sys/code-types', { codeType: 'A B', nameEn: 'x' }), 400);
    expect(bad.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.codeType']);
  });

  it('keeps a locked type, and a type that still has items', async () => {
    const [jobMode] = (await list('keyword=JOB_MODE')).body.data.rows as CodeType[];
    const locked = await refused(
      () => send('DELETE', `/api/sys/code-types/${jobMode!.id}?version=${jobMode!.version}`),
      400,
    );
    expect(locked.message).toBe('Code type JOB_MODE comes with the product and cannot be deleted');
    const type = await createType('HAS_ITEMS');
    await send('POST', '/api/sys/codes', { codeType: 'HAS_ITEMS', code: 'A', nameEn: 'A' });
    const inUse = await refused(() => send('DELETE', `/api/sys/code-types/${type.id}?version=1`), 409);
    expect(inUse).toMatchObject({
      code: 'record.inUse',
      message: 'Code type HAS_ITEMS is still in use (codes: 1) and cannot be deleted',
    });
  });

  it('refuses a stale version, and rolls back when the log row cannot be written', async () => {
    const type = await createType('STALE_T');
    await send('PUT', `/api/sys/code-types/${type.id}`, { ...names(type), version: 1, nameEn: 'Renamed' });
    const stale = await refused(
      () => send('PUT', `/api/sys/code-types/${type.id}`, { ...names(type), version: 1 }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const restore = await failAuditOf(t, 'systemCodeType.deleted');
    await refused(() => send('DELETE', `/api/sys/code-types/${type.id}?version=2`), 500).finally(restore);
    expect((await send('GET', `/api/sys/code-types/${type.id}`)).status).toBe(200);
  });

  it('is refused to an operator, and to a user who may only edit the codes', async () => {
    const op = await t.signIn('op01');
    const body = await refused(() => send('POST', '/api/sys/code-types', { codeType: 'OPS', nameEn: 'x' }, op), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});
