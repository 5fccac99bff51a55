import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';
import { XLSX_CONTENT_TYPE } from '../../platform/excel/xlsx-export';
import { demoParties } from '../../seed/parties';

const t = useTestApp();
const refused = refusalsOf(t);

type Party = { id: number; code: string; version: number; [field: string]: unknown };

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = (query: string, token = t.admin) => send('GET', `/api/sys/parties?${query}`, undefined, token);
const codesOf = (res: { body: { data: { rows: Party[] } } }) => res.body.data.rows.map((p) => p.code);

const ADDRESS = {
  address1: '88 Century Avenue',
  city: 'Shanghai',
  state: 'Shanghai',
  countryCode: 'cn',
  postalCode: '200120',
};
const CONTACT = { name: 'Wei Wang', phone: '+86 138 0000 0000', email: 'wei.wang@example.com' };

let made = 0;
/** A party no other test uses: codes TST-1, TST-2, … (the demo parties use none). */
function partyInput(overrides: object = {}) {
  made += 1;
  return {
    code: ` tst-${made} `,
    nameEn: `  Test Trading ${made} Co., Ltd.  `,
    nameCn: `测试贸易${made}`,
    roles: ['SHIPPER', 'CUSTOMER'],
    officeCode: 'sha',
    creditLimit: '50000',
    creditDays: 30,
    addresses: [ADDRESS],
    contacts: [CONTACT],
    ...overrides,
  };
}

async function createParty(body: object = partyInput()) {
  const res = await send('POST', '/api/sys/parties', body);
  expect(res.status).toBe(200);
  return res.body.data as Party;
}

/** The form's values of a party, as the screen sends them back. */
const form = ({ id: _id, code: _code, updatedAt: _u, updatedBy: _b, ...rest }: Party) => rest;

describe('GET /sys/parties', () => {
  it('pages the demo parties by code, and filters by keyword, role, office and blacklist in SQL', async () => {
    const all = await list('pageSize=5');
    expect(all.body.data.total).toBe(demoParties().length);
    expect(codesOf(all)).toEqual([...codesOf(all)].sort());
    expect(codesOf(await list('keyword=宁波海天'))).toEqual(['HAITIAN-NGB']);
    expect(codesOf(await list('keyword=haitian-ngb'))).toEqual(['HAITIAN-NGB']);
    const agents = await list('role=OVERSEAS_AGENT&pageSize=50');
    expect(agents.body.data.total).toBe(12);
    expect(agents.body.data.rows.every((p: Party) => (p.roles as string[]).includes('OVERSEAS_AGENT'))).toBe(true);
    const hkg = await list('officeCode=HKG&role=OVERSEAS_AGENT&pageSize=50');
    expect(codesOf(hkg)).toEqual(['AGT-DXB', 'AGT-SIN', 'AGT-SYD', 'AGT-TYO']);
    const black = await list('blacklisted=true');
    expect(black.body.data.total).toBe(2);
    expect(black.body.data.rows.every((p: Party) => p.blacklistReason !== '')).toBe(true);
  });

  it('sorts by credit limit, largest first, parties without credit last', async () => {
    const res = await list('sortField=creditLimit&sortOrder=descend&pageSize=1');
    expect(res.body.data.rows[0].creditLimit).toBe('200000.00');
  });

  it('is open to finance, and closed to the warehouse', async () => {
    expect((await list('', await t.signIn('fin01'))).status).toBe(200);
    const wh = await t.signIn('wh01');
    expect((await refused(() => list('', wh), 403)).message).toBe('no permission to use the function');
  });
});

describe('GET /sys/parties/export', () => {
  it('answers the filtered list as a workbook, roles named in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sys/parties/export?role=OVERSEAS_AGENT&officeCode=HKG',
      headers: { authorization: t.admin, 'x-language': 'zh_CN' },
    });
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 4)).toEqual(['代码', '英文名称', '中文名称', '角色']);
    expect(sheet.rowCount).toBe(5);
    expect(values(2).slice(0, 7)).toEqual([
      'AGT-DXB',
      'Dubai Global Logistics LLC',
      '迪拜环球物流',
      '通知人, 海外代理',
      'HKG',
      undefined,
      30000,
    ]);
  });
});

describe('GET /sys/parties/lookup', () => {
  it('finds parties by code or name, code prefixes first, flagging the blacklisted', async () => {
    const res = await send('GET', '/api/sys/parties/lookup?keyword=mingda&preferRole=SHIPPER&limit=3');
    expect(res.body.data.map((p: Party) => p.code)).toEqual(['MINGDA-CAN', 'MINGDA-DGG', 'MINGDA-FOS']);
    const black = await send('GET', '/api/sys/parties/lookup?keyword=HAITIAN-SHA');
    expect(black.body.data).toEqual([expect.objectContaining({ code: 'HAITIAN-SHA', blacklisted: true })]);
    const first = await send('GET', '/api/sys/parties/lookup?preferRole=TRUCKER&limit=2');
    expect(first.body.data.map((p: Party) => p.code)).toEqual(['CAN-TRK', 'CAN-WHS']);
  });

  it('ranks parties with the preferred role first, without leaving the others out (issue 16)', async () => {
    // The Shanghai importer is a consignee; the Shanghai shippers may be consignees of imports too.
    const res = await send('GET', '/api/sys/parties/lookup?keyword=-SHA&preferRole=CONSIGNEE&limit=50');
    const codes = res.body.data.map((p: Party) => p.code);
    const consignees = res.body.data
      .filter((p: Party) => (p.roles as string[]).includes('CONSIGNEE'))
      .map((p: Party) => p.code);
    expect(consignees).toContain('DONGHAI-SHA');
    expect(codes).toContain('HUAMEI-SHA');
    expect(codes.slice(0, consignees.length)).toEqual(consignees);
    const other = await send('GET', '/api/sys/parties/lookup?keyword=HAITIAN-NGB&preferRole=TRUCKER');
    expect(other.body.data.map((p: Party) => p.code)).toEqual(['HAITIAN-NGB']);
  });

  it('answers the one party a picker holds by id, for a screen opened from a link', async () => {
    const [haitian] = (await send('GET', '/api/sys/parties/lookup?keyword=HAITIAN-SHA')).body.data;
    const res = await send('GET', `/api/sys/parties/lookup?id=${haitian.id}`);
    expect(res.body.data).toEqual([expect.objectContaining({ id: haitian.id, code: 'HAITIAN-SHA' })]);
  });

  it('is open to an operator picking a party for a job', async () => {
    const op = await t.signIn('op01');
    expect((await send('GET', '/api/sys/parties/lookup?keyword=agt', undefined, op)).body.data).toHaveLength(12);
  });
});

describe('POST /sys/parties', () => {
  it('adds a party with its addresses and contacts, code upper-cased and names trimmed, and logs it', async () => {
    const party = await createParty();
    expect(party).toMatchObject({
      code: `TST-${made}`,
      nameEn: `Test Trading ${made} Co., Ltd.`,
      roles: ['CUSTOMER', 'SHIPPER'],
      officeCode: 'SHA',
      creditLimit: '50000.00',
      creditCurrency: 'USD',
      addresses: [{ ...ADDRESS, countryCode: 'CN', address2: '', longitude: null, latitude: null, attributes: '' }],
      contacts: [{ ...CONTACT, title: '', fax: '' }],
    });
    expect((await send('GET', `/api/sys/parties/${party.id}`)).body.data).toEqual(party);
    expect(await auditActionsOf(t, 'party', party.id)).toEqual(['party.created']);
  });

  it('refuses a code in use', async () => {
    const dup = await refused(() => send('POST', '/api/sys/parties', partyInput({ code: 'agt-lax' })), 409);
    expect(dup).toMatchObject({ code: 'record.duplicate', message: 'Customer/partner AGT-LAX already exists' });
  });

  it('refuses a party without roles, a blacklisted one without a reason, and bad credit, naming the fields', async () => {
    const body = await refused(
      () =>
        send(
          'POST',
          '/api/sys/parties',
          partyInput({
            roles: [],
            blacklisted: true,
            creditLimit: '12.345',
            creditDays: 400,
            contacts: [{ name: '', email: 'x' }],
          }),
        ),
      400,
    );
    expect(body.data.issues.map((i: { field: string }) => i.field).sort()).toEqual([
      'body.blacklistReason',
      'body.contacts[0].email',
      'body.contacts[0].name',
      'body.creditDays',
      'body.creditLimit',
      'body.roles',
    ]);
    expect(body.data.issues).toContainEqual({
      field: 'body.blacklistReason',
      message: 'A blacklisted party needs a reason',
    });
  });

  it('refuses an office or a country that does not exist', async () => {
    const office = await refused(() => send('POST', '/api/sys/parties', partyInput({ officeCode: 'XXX' })), 403);
    expect(office.data.issues).toEqual([{ field: 'body.officeCode', message: 'You do not belong to office XXX' }]);
    const country = await refused(
      () => send('POST', '/api/sys/parties', partyInput({ addresses: [ADDRESS, { ...ADDRESS, countryCode: 'QQ' }] })),
      400,
    );
    expect(country.data.issues).toEqual([
      { field: 'body.addresses[1].countryCode', message: 'Country QQ does not exist' },
    ]);
  });

  it('is refused to an operator, who may only look', async () => {
    const op = await t.signIn('op01');
    const body = await refused(() => send('POST', '/api/sys/parties', partyInput(), op), 403);
    expect(body.message).toBe('no permission to use the function');
  });

  it('is open to sales, who leave the credit terms and blacklist to finance', async () => {
    const sales = await t.signIn('sales01');
    const noCredit = partyInput({ creditLimit: null, creditDays: 0 });
    expect((await send('POST', '/api/sys/parties', noCredit, sales)).status).toBe(200);
    const withCredit = await refused(() => send('POST', '/api/sys/parties', partyInput(), sales), 403);
    expect(withCredit).toMatchObject({
      code: 'party.creditNotPermitted',
      data: { issues: [{ field: 'body.creditLimit', message: expect.stringContaining('finance') }] },
    });
    const blacklisted = partyInput({ creditLimit: null, creditDays: 0, blacklisted: true, blacklistReason: 'x' });
    expect((await refused(() => send('POST', '/api/sys/parties', blacklisted, sales), 403)).data.issues).toEqual([
      expect.objectContaining({ field: 'body.blacklisted' }),
    ]);
  });
});

describe('PUT /sys/parties/:id', () => {
  it('replaces the addresses and contacts with the ones sent, and leaves the credit terms alone', async () => {
    const party = await createParty();
    const second = { ...ADDRESS, address1: 'Warehouse gate 3', attributes: 'delivery' };
    const res = await send('PUT', `/api/sys/parties/${party.id}`, {
      ...form(party),
      creditLimit: '1',
      blacklisted: true,
      addresses: [second, ADDRESS],
      contacts: [],
    });
    expect(res.body.data).toMatchObject({ version: 2, creditLimit: '50000.00', blacklisted: false, contacts: [] });
    expect(res.body.data.addresses.map((a: { address1: string }) => a.address1)).toEqual([
      'Warehouse gate 3',
      '88 Century Avenue',
    ]);
    expect(await auditActionsOf(t, 'party', party.id)).toEqual(['party.created', 'party.updated']);
  });

  it('refuses a stale version', async () => {
    const party = await createParty();
    await send('PUT', `/api/sys/parties/${party.id}`, { ...form(party), nameEn: 'Renamed' });
    const stale = await refused(() => send('PUT', `/api/sys/parties/${party.id}`, form(party)), 409);
    expect(stale.code).toBe('record.stale');
  });

  it('keeps the old addresses and contacts when the log row cannot be written', async () => {
    const party = await createParty();
    const restore = await failAuditOf(t, 'party.updated');
    await refused(
      () => send('PUT', `/api/sys/parties/${party.id}`, { ...form(party), addresses: [], contacts: [] }),
      500,
    ).finally(restore);
    expect((await send('GET', `/api/sys/parties/${party.id}`)).body.data).toEqual(party);
  });
});

describe('PUT /sys/parties/:id/credit', () => {
  const creditOf = ({ version, creditLimit, creditCurrency, creditDays, blacklisted, blacklistReason }: Party) => ({
    ...{ version, creditLimit, creditCurrency, creditDays, blacklisted, blacklistReason },
  });

  it('sets the credit terms and blacklist, clears the reason off the blacklist, and logs each change', async () => {
    const party = await createParty();
    const url = `/api/sys/parties/${party.id}/credit`;
    const on = await send('PUT', url, {
      ...creditOf(party),
      creditLimit: '80000',
      blacklisted: true,
      blacklistReason: 'Bounced cheques',
    });
    expect(on.body.data).toMatchObject({
      version: 2,
      creditLimit: '80000.00',
      blacklisted: true,
      blacklistReason: 'Bounced cheques',
    });
    const off = await send('PUT', url, { ...creditOf(on.body.data), blacklisted: false });
    expect(off.body.data).toMatchObject({ version: 3, blacklisted: false, blacklistReason: '' });
    expect(off.body.data.addresses).toEqual(party.addresses);
    expect(await auditActionsOf(t, 'party', party.id)).toEqual([
      'party.created',
      'party.creditChanged',
      'party.creditChanged',
    ]);
    const stale = await refused(() => send('PUT', url, creditOf(party)), 409);
    expect(stale.code).toBe('record.stale');
    const reasonless = await refused(() => send('PUT', url, { ...creditOf(off.body.data), blacklisted: true }), 400);
    expect(reasonless.data.issues).toEqual([
      { field: 'body.blacklistReason', message: 'A blacklisted party needs a reason' },
    ]);
  });
});

describe('parties are read company-wide and changed by their office (docs/decisions.md, "Office scoping of master data")', () => {
  // A party of SHA; cs01 works in SZX only, sales01 in SHA only, fin01 in SHA and SZX.
  it('lets customer service of another office read and pick it, and change nothing of it', async () => {
    const party = await createParty();
    const cs = await t.signIn('cs01');
    expect((await send('GET', `/api/sys/parties/${party.id}`, undefined, cs)).body.data).toEqual(party);
    expect((await send('GET', `/api/sys/parties/lookup?keyword=${party.code}`, undefined, cs)).body.data).toHaveLength(
      1,
    );
    const rename = await refused(
      () => send('PUT', `/api/sys/parties/${party.id}`, { ...form(party), nameEn: 'Mine now' }, cs),
      403,
    );
    expect(rename).toMatchObject({
      code: 'party.otherOffice',
      message: `Customer/partner ${party.code} belongs to office SHA; only that office’s staff may change it`,
    });
    const move = await refused(
      () => send('PUT', `/api/sys/parties/${party.id}`, { ...form(party), officeCode: 'SZX' }, cs),
      403,
    );
    expect(move.code).toBe('party.otherOffice');
    const credit = { version: 1, creditLimit: '9999999', blacklisted: true, blacklistReason: 'x' };
    expect((await refused(() => send('PUT', `/api/sys/parties/${party.id}/credit`, credit, cs), 403)).message).toBe(
      'no permission to use the function',
    );
    await refused(() => send('DELETE', `/api/sys/parties/${party.id}?version=1`, undefined, cs), 403);
    expect((await send('GET', `/api/sys/parties/${party.id}`)).body.data).toEqual(party);
    expect(await auditActionsOf(t, 'party', party.id)).toEqual(['party.created']);
  });

  it('lets finance set the credit of its offices’ parties only, and delete them', async () => {
    const fin = await t.signIn('fin01');
    const ours = await createParty();
    const theirs = await createParty(partyInput({ officeCode: 'HKG' }));
    const credit = (p: Party) => ({ version: p.version, creditLimit: '1000', blacklisted: false });
    expect((await send('PUT', `/api/sys/parties/${ours.id}/credit`, credit(ours), fin)).body.data.creditLimit).toBe(
      '1000.00',
    );
    const other = await refused(() => send('PUT', `/api/sys/parties/${theirs.id}/credit`, credit(theirs), fin), 403);
    expect(other.code).toBe('party.otherOffice');
    await refused(() => send('DELETE', `/api/sys/parties/${theirs.id}?version=1`, undefined, fin), 403);
    expect((await send('DELETE', `/api/sys/parties/${ours.id}?version=2`, undefined, fin)).status).toBe(200);
    const rename = await refused(() => send('PUT', `/api/sys/parties/${theirs.id}`, form(theirs), fin), 403);
    expect(rename.message).toBe('no permission to use the function');
  });

  it('moves a party to another office only for someone who works in both', async () => {
    const sales = await t.signIn('sales01');
    const party = await createParty();
    const away = await refused(
      () => send('PUT', `/api/sys/parties/${party.id}`, { ...form(party), officeCode: 'SZX' }, sales),
      403,
    );
    expect(away.data.issues).toEqual([{ field: 'body.officeCode', message: 'You do not belong to office SZX' }]);
    expect(
      (await send('PUT', `/api/sys/parties/${party.id}`, { ...form(party), nameEn: 'Renamed by sales' }, sales)).status,
    ).toBe(200);
    const moved = await send('PUT', `/api/sys/parties/${party.id}`, { ...form(party), version: 2, officeCode: 'SZX' });
    expect(moved.body.data.officeCode).toBe('SZX');
    expect(
      (await refused(() => send('PUT', `/api/sys/parties/${party.id}`, form(moved.body.data), sales), 403)).code,
    ).toBe('party.otherOffice');
  });

  it('takes a new party in one of the caller’s offices only', async () => {
    const sales = await t.signIn('sales01');
    const body = await refused(
      () =>
        send('POST', '/api/sys/parties', partyInput({ officeCode: 'SZX', creditLimit: null, creditDays: 0 }), sales),
      403,
    );
    expect(body.data.issues).toEqual([{ field: 'body.officeCode', message: 'You do not belong to office SZX' }]);
  });
});

describe('DELETE /sys/parties/:id', () => {
  it('deletes a party with its addresses and contacts, and logs it', async () => {
    const party = await createParty();
    expect((await send('DELETE', `/api/sys/parties/${party.id}?version=1`)).status).toBe(200);
    expect((await send('GET', `/api/sys/parties/${party.id}`)).status).toBe(404);
    expect(await auditActionsOf(t, 'party', party.id)).toEqual(['party.created', 'party.deleted']);
  });

  it('refuses a stale version', async () => {
    const party = await createParty();
    await send('PUT', `/api/sys/parties/${party.id}`, form(party));
    expect((await refused(() => send('DELETE', `/api/sys/parties/${party.id}?version=1`), 409)).code).toBe(
      'record.stale',
    );
  });

  it('refuses a party a job refers to, naming it, in the caller’s language', async () => {
    const party = await createParty();
    await t.database.db.execute(
      sql`insert into jobs (job_no, job_type, job_mode, office_code, customer_id)
          values ('TESTPARTYREF1', 'OE', 'FCL', 'SHA', ${party.id})`,
    );
    const body = await refused(() => send('DELETE', `/api/sys/parties/${party.id}?version=1`), 409);
    expect(body).toMatchObject({
      code: 'party.referenced',
      message: `Customer/partner ${party.code} is used by jobs and cannot be deleted`,
    });
    const zh = await t.call({
      method: 'DELETE',
      url: `/api/sys/parties/${party.id}?version=1`,
      token: t.admin,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.message).toBe(`客户/合作伙伴 ${party.code} 已被工作单使用，不能删除`);
    expect(await auditActionsOf(t, 'party', party.id)).toEqual(['party.created']);
  });
});
