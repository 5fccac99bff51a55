import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signInWithPermissions } from '../../../test/admin-factories';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const refused = refusalsOf(t);

type Port = { id: number; portCode: string; nameEn: string; enabled: boolean; seeded: boolean; version: number };

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = (query: string, token = t.admin) => send('GET', `/api/sys/ports?${query}`, undefined, token);
const codesOf = async (query: string) => (await list(query)).body.data.rows.map((p: Port) => p.portCode);

let made = 0;
/** A port no other test uses: the seed has no UN/LOCODE with a 9 in it. */
function portInput(overrides: object = {}) {
  made += 1;
  return { portCode: `cn99${String.fromCharCode(96 + made)}`, nameEn: `Test Wharf ${made}`, ...overrides };
}

async function createPort(body: object = portInput()) {
  const res = await send('POST', '/api/sys/ports', body);
  expect(res.status).toBe(200);
  return res.body.data as Port;
}

const form = ({ nameEn, enabled }: Port) => ({ nameEn, enabled });
const seededPort = async (code: string) => (await list(`keyword=${code}`)).body.data.rows[0] as Port;

describe('GET /sys/ports', () => {
  it('pages the seeded ports by code, and finds them by code, name and country', async () => {
    const page = await list('pageSize=3&countryCode=cn&keyword=shang');
    expect(page.body.data.rows.map((p: Port) => p.portCode)).toContain('CNSHA');
    expect(page.body.data.rows[0]).toMatchObject({ countryNameEn: "People's Republic of China", seeded: true });
    expect(await codesOf(`keyword=${encodeURIComponent('上海')}`)).toEqual(['CNSHA']);
    const desc = await codesOf('countryCode=HK&sortField=portCode&sortOrder=descend');
    expect(desc).toEqual([...desc].sort().reverse());
  });

  it('is open to the warehouse, and closed to an account without the permission', async () => {
    expect((await list('', await t.signIn('wh01'))).status).toBe(200);
    const { token } = await signInWithPermissions(t, ['/carrier/list']);
    expect((await refused(() => list('', token), 403)).message).toBe('no permission to use the function');
  });
});

describe('POST /sys/ports', () => {
  it('adds a port with its code upper-cased and its country taken from the code, and logs it', async () => {
    const port = await createPort(portInput({ portCode: ' cn99z ', nameEn: '  Test Quay  ', nameCn: '测试码头' }));
    expect(port).toMatchObject({ portCode: 'CN99Z', nameEn: 'Test Quay', countryCode: 'CN', seeded: false });
    expect(await auditActionsOf(t, 'port', port.id)).toEqual(['port.created']);
  });

  it('refuses a code in use, one that is no UN/LOCODE, and one of an unknown country', async () => {
    const dup = await refused(() => send('POST', '/api/sys/ports', portInput({ portCode: 'cnsha' })), 409);
    expect(dup).toMatchObject({ code: 'record.duplicate', message: 'Port CNSHA already exists' });
    const bad = await refused(() => send('POST', '/api/sys/ports', portInput({ portCode: 'CN1AB' })), 400);
    expect(bad.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.portCode']);
    const unknown = await refused(() => send('POST', '/api/sys/ports', portInput({ portCode: 'QQ99A' })), 400);
    expect(unknown.data.issues).toEqual([{ field: 'body.portCode', message: 'Country QQ does not exist' }]);
  });

  it('is refused to an operator, who may only look', async () => {
    const op = await t.signIn('op01');
    const body = await refused(() => send('POST', '/api/sys/ports', portInput(), op), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('PUT and DELETE /sys/ports/:id', () => {
  it('disables a seeded port, which then leaves the port picker, and refuses to delete it', async () => {
    const port = await seededPort('CNSWA');
    const off = await send('PUT', `/api/sys/ports/${port.id}`, {
      ...form(port),
      version: port.version,
      enabled: false,
    });
    expect(off.body.data).toMatchObject({ enabled: false, version: port.version + 1 });
    const picker = await send('POST', '/api/selectData/Get_SYSTEMDATA_PORT?keyword=CNSWA', {});
    expect(picker.body.data).toEqual([]);
    expect(await codesOf('enabled=false&keyword=CNSWA')).toEqual(['CNSWA']);
    const del = await refused(() => send('DELETE', `/api/sys/ports/${port.id}?version=${port.version + 1}`), 409);
    expect(del).toMatchObject({ code: 'port.seededNotDeletable' });
    await send('PUT', `/api/sys/ports/${port.id}`, { ...form(port), version: port.version + 1, enabled: true });
  });

  it('refuses a stale version, and rolls back when the log row cannot be written', async () => {
    const port = await createPort();
    await send('PUT', `/api/sys/ports/${port.id}`, { ...form(port), version: 1, nameEn: 'Renamed' });
    const stale = await refused(() => send('PUT', `/api/sys/ports/${port.id}`, { ...form(port), version: 1 }), 409);
    expect(stale.code).toBe('record.stale');
    const restore = await failAuditOf(t, 'port.updated');
    await refused(() => send('PUT', `/api/sys/ports/${port.id}`, { ...form(port), version: 2 }), 500).finally(restore);
    expect((await send('GET', `/api/sys/ports/${port.id}`)).body.data).toMatchObject({ nameEn: 'Renamed', version: 2 });
  });

  it('deletes a port a user added, and logs it', async () => {
    const port = await createPort();
    await refused(() => send('DELETE', `/api/sys/ports/${port.id}?version=2`), 409);
    expect((await send('DELETE', `/api/sys/ports/${port.id}?version=1`)).status).toBe(200);
    expect((await send('GET', `/api/sys/ports/${port.id}`)).status).toBe(404);
    expect(await auditActionsOf(t, 'port', port.id)).toEqual(['port.created', 'port.deleted']);
  });
});

describe('GET /sys/ports/export and the country list', () => {
  const exportOf = (path: string, language = 'zh_CN') =>
    t.app.inject({
      method: 'GET',
      url: `/api/sys/${path}`,
      headers: { authorization: t.admin, 'x-language': language },
    });
  const sheetOf = async (payload: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    return { sheet, values: (n: number) => (sheet.getRow(n).values as unknown[]).slice(1) };
  };

  it('exports the filtered ports with headers in the caller’s language', async () => {
    const res = await exportOf('ports/export?countryCode=HK');
    expect(res.statusCode).toBe(200);
    const { sheet, values } = await sheetOf(res.rawPayload);
    expect(values(1).slice(0, 4)).toEqual(['UN/LOCODE', '英文名称', '中文名称', '国家']);
    expect(sheet.rowCount).toBe((await list('countryCode=HK')).body.data.total + 1);
  });

  it('pages countries with their port counts, and exports them', async () => {
    const res = await send('GET', '/api/sys/countries/page?keyword=china&sortField=portCount&sortOrder=descend');
    expect(res.body.data.rows[0]).toMatchObject({ countryCode: 'CN', nameCn: '中国' });
    expect(res.body.data.rows[0].portCount).toBeGreaterThan(50);
    expect(res.body.data.rows[1].portCount).toBeLessThan(res.body.data.rows[0].portCount);
    const file = await exportOf('countries/export?keyword=CN', 'en_US');
    const { values } = await sheetOf(file.rawPayload);
    expect(values(1)).toEqual(['Code', 'Name (English)', 'Name (Chinese)', 'Ports']);
  });
});
