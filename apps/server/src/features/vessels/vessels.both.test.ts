import { imoCheckDigit } from '@apex/shared/master';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';
import { XLSX_CONTENT_TYPE } from '../../platform/excel/xlsx-export';
import { DEMO_VESSEL_COUNT } from '../../seed/vessels';

const t = useTestApp();
const refused = refusalsOf(t);

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = (query: string, token = t.admin) => send('GET', `/api/sys/vessels?${query}`, undefined, token);

type Vessel = { id: number; vesselName: string; lloydNo: string; flag: string; version: number };

let made = 0;
/** A vessel no other test uses: a fresh name and a valid Lloyd no outside the demo fleet's range. */
function vesselInput(overrides: object = {}) {
  made += 1;
  const firstSix = String(990_000 + made);
  return {
    vesselName: `test vessel ${made}`,
    lloydNo: `${firstSix}${imoCheckDigit(firstSix)}`,
    flag: 'pa',
    ...overrides,
  };
}

async function createVessel(body: object = vesselInput()) {
  const res = await send('POST', '/api/sys/vessels', body);
  expect(res.status).toBe(200);
  return res.body.data as Vessel;
}

const form = ({ vesselName, lloydNo, flag }: Vessel) => ({ vesselName, lloydNo, flag });

describe('GET /sys/vessels', () => {
  it('pages the demo fleet by name, and filters by part of a name or Lloyd no, and by flag', async () => {
    const first = await list('pageSize=10');
    expect(first.body.data.total).toBe(DEMO_VESSEL_COUNT);
    const names = first.body.data.rows.map((v: { vesselName: string }) => v.vesselName);
    expect(names).toEqual([...names].sort());

    const maersk = await list('keyword=maersk%20pac&pageSize=50');
    expect(maersk.body.data.rows.map((v: { vesselName: string }) => v.vesselName)).toEqual(['MAERSK PACIFIC']);
    const byNumber = await list(`keyword=${maersk.body.data.rows[0].lloydNo}`);
    expect(byNumber.body.data.total).toBe(1);

    const danish = await list('flag=dk&pageSize=200');
    expect(danish.body.data.rows.length).toBeGreaterThan(0);
    expect(danish.body.data.rows.every((v: { flag: string }) => v.flag === 'DK')).toBe(true);
  });

  it('names the flag state in the caller’s language', async () => {
    const vessel = await createVessel();
    const res = await t.call({
      method: 'GET',
      url: `/api/sys/vessels/${vessel.id}`,
      token: t.admin,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.body.data).toMatchObject({ flag: 'PA', flagName: '巴拿马' });
  });

  it('is open to operators, and closed to an account without the permission', async () => {
    expect((await list('', await t.signIn('op01'))).status).toBe(200);
    const fin = await t.signIn('fin01');
    const body = await refused(() => list('', fin), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('POST /sys/vessels', () => {
  it('adds a vessel with its name upper-cased and single-spaced, and logs it', async () => {
    const vessel = await createVessel({ vesselName: '  ever   given ', lloydNo: '9811000', flag: 'pa' });
    expect(vessel).toMatchObject({ vesselName: 'EVER GIVEN', lloydNo: '9811000', flag: 'PA', version: 1 });
    expect(await auditActionsOf(t, 'vessel', vessel.id)).toEqual(['vessel.created']);
  });

  it('refuses a Lloyd no whose check digit is wrong, and changes nothing', async () => {
    const body = await refused(() => send('POST', '/api/sys/vessels', vesselInput({ lloydNo: '9811001' })), 400);
    expect(body.data.issues).toEqual([
      {
        field: 'body.lloydNo',
        message: 'Lloyd no 9811001 is not a valid IMO number: seven digits, the last one a check digit',
      },
    ]);
  });

  it('refuses a second vessel with the same name or the same Lloyd no, naming which', async () => {
    const first = await createVessel();
    const sameName = await refused(
      () => send('POST', '/api/sys/vessels', vesselInput({ vesselName: first.vesselName.toLowerCase() })),
      409,
    );
    expect(sameName).toMatchObject({ code: 'record.duplicate', message: `Vessel ${first.vesselName} already exists` });
    const sameNumber = await refused(
      () => send('POST', '/api/sys/vessels', vesselInput({ lloydNo: first.lloydNo })),
      409,
    );
    expect(sameNumber.message).toBe(`Vessel ${first.lloydNo} already exists`);
  });

  it('names an unknown flag state', async () => {
    const body = await refused(() => send('POST', '/api/sys/vessels', vesselInput({ flag: 'XX' })), 400);
    expect(body.data.issues).toEqual([{ field: 'body.flag', message: 'Country XX does not exist' }]);
  });

  it('is refused to a customer-service account, which may only look', async () => {
    const cs = await t.signIn('cs01');
    expect((await list('', cs)).status).toBe(200);
    const body = await refused(() => send('POST', '/api/sys/vessels', vesselInput(), cs), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('PUT and DELETE /sys/vessels/:id', () => {
  it('updates a vessel, bumps its version, and logs what changed', async () => {
    const vessel = await createVessel();
    const res = await send('PUT', `/api/sys/vessels/${vessel.id}`, { ...form(vessel), version: 1, flag: 'GB' });
    expect(res.body.data).toMatchObject({ flag: 'GB', version: 2 });
    expect(await auditActionsOf(t, 'vessel', vessel.id)).toEqual(['vessel.created', 'vessel.updated']);
  });

  it('refuses a stale version on update and delete, and changes nothing', async () => {
    const vessel = await createVessel();
    await send('PUT', `/api/sys/vessels/${vessel.id}`, { ...form(vessel), version: 1, flag: 'GB' });
    const update = await refused(
      () => send('PUT', `/api/sys/vessels/${vessel.id}`, { ...form(vessel), version: 1 }),
      409,
    );
    expect(update.code).toBe('record.stale');
    const remove = await refused(() => send('DELETE', `/api/sys/vessels/${vessel.id}?version=1`), 409);
    expect(remove.code).toBe('record.stale');
  });

  it('refuses renaming a vessel to another one’s name', async () => {
    const other = await createVessel();
    const vessel = await createVessel();
    const body = await refused(
      () => send('PUT', `/api/sys/vessels/${vessel.id}`, { ...form(vessel), version: 1, vesselName: other.vesselName }),
      409,
    );
    expect(body.message).toBe(`Vessel ${other.vesselName} already exists`);
  });

  it('rolls an update back when its operation-log row cannot be written', async () => {
    const vessel = await createVessel();
    const restore = await failAuditOf(t, 'vessel.updated');
    await refused(
      () => send('PUT', `/api/sys/vessels/${vessel.id}`, { ...form(vessel), version: 1, flag: 'GB' }),
      500,
    ).finally(restore);
  });

  it('deletes a vessel and logs it; then it does not exist', async () => {
    const vessel = await createVessel();
    expect((await send('DELETE', `/api/sys/vessels/${vessel.id}?version=1`)).status).toBe(200);
    expect((await send('GET', `/api/sys/vessels/${vessel.id}`)).status).toBe(404);
    expect(await auditActionsOf(t, 'vessel', vessel.id)).toEqual(['vessel.created', 'vessel.deleted']);
  });
});

describe('GET /sys/vessels/export', () => {
  const exportOf = (query: string, token = t.admin, language = 'zh_CN') =>
    t.app.inject({
      method: 'GET',
      url: `/api/sys/vessels/export?${query}`,
      headers: { authorization: token, 'x-language': language },
    });

  it('answers the filtered, sorted list as a workbook with headers in the caller’s language', async () => {
    const res = await exportOf('flag=dk&sortField=lloydNo&sortOrder=descend');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toContain('filename="vessels.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['船名', '劳氏号', '船旗', '船旗国', '更新人', '更新时间']);
    const listed = (await list('flag=DK&sortField=lloydNo&sortOrder=descend&pageSize=200')).body.data;
    expect(sheet.rowCount).toBe(listed.total + 1);
    expect(values(2).slice(0, 4)).toEqual([listed.rows[0].vesselName, listed.rows[0].lloydNo, 'DK', '丹麦']);
  });

  it('is closed to an account that may not see vessels', async () => {
    expect((await exportOf('', await t.signIn('wh01'))).statusCode).toBe(403);
  });
});
