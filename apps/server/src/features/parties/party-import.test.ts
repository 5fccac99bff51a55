import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { excelImports } from '../../../test/excel-import';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01', 'cs01']);
const { importerOf, countOf, rejectionOf } = excelImports(t);
const importParties = importerOf('sys/parties', 'parties');

let made = 0;
/** A filled template row of a party no other test uses (codes IMP-1, IMP-2…). */
function partyRecord(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    code: `imp-${made}`,
    nameEn: ` Import Trading ${made} Co., Ltd. `,
    nameCn: `导入贸易${made}`,
    roles: 'CUSTOMER, shipper',
    officeCode: 'sha',
    creditLimit: '80000.5',
    creditDays: 45,
    address1: '1 Century Avenue',
    city: 'Shanghai',
    countryCode: 'cn',
    contactName: 'Li Na',
    contactEmail: 'li.na@example.com',
    ...overrides,
  };
}

describe('POST /sys/parties/import', () => {
  it('imports every row with its roles, one address and one contact, and logs each creation', async () => {
    const rows = [
      partyRecord(),
      // Role names in Chinese (simplified and traditional) and English; no address, no contact.
      partyRecord({
        roles: '海外代理，報關行; Notify party',
        address1: '',
        city: '',
        countryCode: '',
        contactName: '',
        contactEmail: '',
      }),
      partyRecord({ blacklisted: 'TRUE', blacklistReason: 'unpaid freight', creditCurrency: 'cny', creditLimit: '' }),
    ];
    const before = await countOf('parties');
    const res = await importParties(rows);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { imported: 3 }, message: '3 row(s) imported' });
    expect(await countOf('parties')).toBe(before + 3);
    const parties = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select code, name_en, roles, credit_limit, credit_currency, credit_days, blacklisted, blacklist_reason
          from parties where code in (${`IMP-${made - 2}`}, ${`IMP-${made - 1}`}, ${`IMP-${made}`}) order by id`,
    );
    expect(parties).toEqual([
      {
        code: `IMP-${made - 2}`,
        name_en: `Import Trading ${made - 2} Co., Ltd.`,
        roles: ['CUSTOMER', 'SHIPPER'],
        credit_limit: '80000.50',
        credit_currency: 'USD',
        credit_days: 45,
        blacklisted: false,
        blacklist_reason: '',
      },
      expect.objectContaining({ roles: ['NOTIFY', 'OVERSEAS_AGENT', 'BROKER'], credit_limit: '80000.50' }),
      expect.objectContaining({
        credit_limit: null,
        credit_currency: 'CNY',
        blacklisted: true,
        blacklist_reason: 'unpaid freight',
      }),
    ]);
    const first = await t.call({
      method: 'GET',
      url: `/api/sys/parties?keyword=IMP-${made - 2}`,
      token: t.admin,
    });
    const detail = await t.call({
      method: 'GET',
      url: `/api/sys/parties/${first.body.data.rows[0].id}`,
      token: t.admin,
    });
    expect(detail.body.data.addresses).toEqual([
      expect.objectContaining({ address1: '1 Century Avenue', city: 'Shanghai', countryCode: 'CN' }),
    ]);
    expect(detail.body.data.contacts).toEqual([
      expect.objectContaining({ name: 'Li Na', email: 'li.na@example.com', phone: '' }),
    ]);
    const second = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from party_addresses a join parties p on p.id = a.party_id where p.code = ${`IMP-${made - 1}`}`,
    );
    expect(second[0]!.n).toBe(0);
    expect(await countOf('sys_oper_log', `action = 'party.created' and detail::text like '%IMP-${made}%'`)).toBe(1);
  });

  it('imports nothing when any row is wrong, and names the row and column of each problem', async () => {
    const good = partyRecord();
    const twice = partyRecord();
    const before = await countOf('parties');
    const errors = rejectionOf(
      await importParties([
        good, // row 2: fine on its own
        partyRecord({ roles: 'CUSTOMER, pirate' }), // row 3
        partyRecord({ code: 'haitian-ngb' }), // row 4: a demo party's code
        twice, // row 5
        { ...partyRecord(), code: twice.code }, // row 6: repeats row 5's code
        partyRecord({ officeCode: 'NOPE' }), // row 7
        partyRecord({ countryCode: 'QQ' }), // row 8: no such country, told on the address's column
        partyRecord({ address1: '', contactName: '', contactPhone: '123' }), // row 9: half an address, a nameless contact
        partyRecord({ roles: '', blacklisted: 1 }), // row 10: no role, blacklisted without a reason
      ]),
    );
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'roles'],
      [4, 'code'],
      [6, 'code'],
      [7, 'officeCode'],
      [8, 'countryCode'],
      [9, 'address1'],
      [9, 'contactName'],
      [10, 'roles'],
      [10, 'blacklistReason'],
    ]);
    expect(errors[0]).toMatchObject({
      column: 'Roles (comma separated)',
      message: expect.stringContaining('Unknown value pirate: use one of CUSTOMER, SHIPPER'),
    });
    expect(errors[1]!.message).toBe('Customer/partner HAITIAN-NGB already exists');
    expect(errors[4]).toMatchObject({ column: 'Country code', message: 'Country QQ does not exist' });
    expect(errors[5]).toMatchObject({ column: 'Address line 1', message: 'Must be filled in' });
    expect(errors[6]).toMatchObject({ column: 'Contact name', message: 'Must be filled in' });
    expect(errors[7]!.message).toBe('Must be filled in');
    expect(errors[8]!.message).toBe('A blacklisted party needs a reason');
    expect(await countOf('parties')).toBe(before);
  });

  it('answers row errors in the caller’s language, with the column’s header in it', async () => {
    const errors = rejectionOf(await importParties([partyRecord({ roles: '客户, 海盗' })], { language: 'zh_CN' }));
    expect(errors).toEqual([
      { row: 2, field: 'roles', column: '角色（逗号分隔）', message: expect.stringContaining('未知的值 海盗') },
    ]);
  });

  it('takes rows of the importer’s offices, without credit terms unless they set credit (cs01: SZX)', async () => {
    const before = await countOf('parties');
    const rows = [
      partyRecord({ officeCode: 'szx', creditLimit: '', creditDays: '' }),
      partyRecord({ officeCode: 'szx' }), // row 3: credit terms
      partyRecord({ creditLimit: '', creditDays: '' }), // row 4: SHA's
    ];
    const errors = rejectionOf(await importParties(rows, { token: t.tokens.cs01 }));
    expect(errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, 'creditLimit', expect.stringContaining('finance')],
      [4, 'officeCode', 'You do not belong to office SHA'],
    ]);
    expect(await countOf('parties')).toBe(before);
  });

  it('is refused without the parties’ edit permission', async () => {
    const res = await importParties([partyRecord()], { token: t.tokens.op01 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('no permission to use the function');
  });
});
