import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { excelImports } from '../../../test/excel-import';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01']);
const { importerOf, countOf, rejectionOf } = excelImports(t);
const importTypes = importerOf('sys/code-types', 'systemCodeTypes');

let made = 0;
/** A code type no seed or other test has: IMP_TYPE_1, IMP_TYPE_2… */
function typeRecord(overrides: Record<string, unknown> = {}) {
  made += 1;
  return { codeType: `imp_type_${made}`, nameEn: ` Import type ${made} `, ...overrides };
}

describe('POST /sys/code-types/import', () => {
  it('imports every row with its three names, none of them locked, and logs each', async () => {
    const res = await importTypes([typeRecord({ nameCn: '货物类别', nameHk: '貨物類別' }), typeRecord()]);
    expect(res.body).toMatchObject({ data: { imported: 2 }, message: '2 row(s) imported' });
    const types = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select code_type, name_en, name_cn, name_hk, locked
          from system_code_types where code_type like 'IMP_TYPE_%' order by code_type`,
    );
    expect(types).toEqual([
      { code_type: 'IMP_TYPE_1', name_en: 'Import type 1', name_cn: '货物类别', name_hk: '貨物類別', locked: false },
      { code_type: 'IMP_TYPE_2', name_en: 'Import type 2', name_cn: '', name_hk: '', locked: false },
    ]);
    expect(
      await countOf('sys_oper_log', `action = 'systemCodeType.created' and detail::text like '%IMP_TYPE_2%'`),
    ).toBe(1);
  });

  it('imports nothing when any row is wrong: a known or repeated type, a missing name', async () => {
    const twice = typeRecord();
    const before = await countOf('system_code_types');
    const errors = rejectionOf(
      await importTypes([
        typeRecord(), // row 2: fine on its own
        typeRecord({ codeType: 'package_type' }), // row 3: a seeded type
        twice, // row 4
        { ...typeRecord(), codeType: twice.codeType }, // row 5: repeats row 4
        typeRecord({ nameEn: '' }), // row 6
        typeRecord({ codeType: 'x'.repeat(51) }), // row 7
      ]),
    );
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'codeType'],
      [5, 'codeType'],
      [6, 'nameEn'],
      [7, 'codeType'],
    ]);
    expect(errors[0]).toMatchObject({ column: 'Code type', message: 'Code type PACKAGE_TYPE already exists' });
    expect(errors[2]).toMatchObject({ column: 'Name (English)', message: 'Must be filled in' });
    expect(await countOf('system_code_types')).toBe(before);
  });

  it('is refused without the code types’ edit permission', async () => {
    const res = await importTypes([typeRecord()], { token: t.tokens.op01 });
    expect(res.status).toBe(403);
  });
});
