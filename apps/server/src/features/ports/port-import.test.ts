import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { excelImports } from '../../../test/excel-import';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01']);
const { importerOf, countOf, rejectionOf } = excelImports(t);
const importPorts = importerOf('sys/ports', 'ports');

let made = 0;
/** A port no seed or other test has: CN98A, CN98B… */
function portRecord(overrides: Record<string, unknown> = {}) {
  made += 1;
  return { portCode: `cn98${String.fromCharCode(96 + made)}`, nameEn: ` Import Wharf ${made} `, ...overrides };
}

describe('POST /sys/ports/import', () => {
  it('imports every row, the country from the code, flags and coordinates read, and logs each creation', async () => {
    const rows = [
      portRecord({ nameCn: '导入码头', latitude: 29.87, longitude: '121.55' }),
      portRecord({ isSea: 'FALSE', enabled: 0 }),
    ];
    const before = await countOf('ports');
    const res = await importPorts(rows);
    expect(res.body).toMatchObject({ data: { imported: 2 }, message: '2 row(s) imported' });
    expect(await countOf('ports')).toBe(before + 2);
    const ports = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select port_code, name_en, country_code, is_sea, enabled, latitude from ports where port_code like 'CN98%' order by port_code`,
    );
    expect(ports).toEqual([
      {
        port_code: 'CN98A',
        name_en: 'Import Wharf 1',
        country_code: 'CN',
        is_sea: true,
        enabled: true,
        latitude: 29.87,
      },
      {
        port_code: 'CN98B',
        name_en: 'Import Wharf 2',
        country_code: 'CN',
        is_sea: false,
        enabled: false,
        latitude: null,
      },
    ]);
    expect(await countOf('sys_oper_log', `action = 'port.created' and detail::text like '%CN98B%'`)).toBe(1);
  });

  it('imports nothing when any row is wrong: a known or repeated code, an unknown country, a bad coordinate', async () => {
    const twice = portRecord();
    const before = await countOf('ports');
    const errors = rejectionOf(
      await importPorts([
        portRecord(), // row 2: fine on its own
        portRecord({ portCode: 'cnsha' }), // row 3: seeded
        twice, // row 4
        { ...portRecord(), portCode: twice.portCode }, // row 5: repeats row 4
        portRecord({ portCode: 'QQABC' }), // row 6: no such country
        portRecord({ latitude: 'north', nameEn: '' }), // row 7
      ]),
    );
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'portCode'],
      [5, 'portCode'],
      [6, 'portCode'],
      [7, 'nameEn'],
      [7, 'latitude'],
    ]);
    expect(errors[0]!.message).toBe('Port CNSHA already exists');
    expect(errors[2]).toMatchObject({ column: 'Port code (UN/LOCODE)', message: 'Country QQ does not exist' });
    expect(errors[3]!.message).toBe('Must be filled in');
    expect(await countOf('ports')).toBe(before);
  });

  it('is refused without the ports’ edit permission', async () => {
    const res = await importPorts([portRecord()], { token: t.tokens.op01 });
    expect(res.status).toBe(403);
  });
});
