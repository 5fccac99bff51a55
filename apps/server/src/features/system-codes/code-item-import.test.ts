import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { excelImports } from '../../../test/excel-import';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01']);
const { importerOf, countOf, rejectionOf } = excelImports(t);
const importItems = importerOf('sys/codes', 'systemCodes');

let made = 0;
/** A package type no seed or other test has: IMP1, IMP2… */
function itemRecord(overrides: Record<string, unknown> = {}) {
  made += 1;
  return { codeType: 'package_type', code: `imp${made}`, nameEn: ` Import package ${made} `, ...overrides };
}

describe('POST /sys/codes/import', () => {
  it('imports every row with its three names, order and switch, none of them system-owned, and logs each', async () => {
    const rows = [itemRecord({ nameCn: '罐', nameHk: '罐', sort: 7 }), itemRecord({ enabled: 'false' })];
    const res = await importItems(rows);
    expect(res.body).toMatchObject({ data: { imported: 2 }, message: '2 row(s) imported' });
    const items = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select code_type, code, name_en, name_cn, name_hk, sort, enabled, system_owned
          from system_codes where code like 'IMP%' order by code`,
    );
    expect(items).toEqual([
      {
        code_type: 'PACKAGE_TYPE',
        code: 'IMP1',
        name_en: 'Import package 1',
        name_cn: '罐',
        name_hk: '罐',
        sort: 7,
        enabled: true,
        system_owned: false,
      },
      expect.objectContaining({ code: 'IMP2', sort: 0, enabled: false, system_owned: false }),
    ]);
    expect(await countOf('sys_oper_log', `action = 'systemCode.created' and detail::text like '%IMP2%'`)).toBe(1);
  });

  it('imports nothing when any row is wrong: a known or repeated code, an unknown or locked type', async () => {
    const twice = itemRecord();
    const before = await countOf('system_codes');
    const errors = rejectionOf(
      await importItems([
        itemRecord(), // row 2: fine on its own
        itemRecord({ code: 'ctns' }), // row 3: a seeded package type
        twice, // row 4
        { ...itemRecord(), code: twice.code }, // row 5: repeats row 4
        itemRecord({ codeType: 'NOPE' }), // row 6
        itemRecord({ codeType: 'JOB_MODE' }), // row 7: locked
        itemRecord({ nameEn: '', sort: 'first' }), // row 8
      ]),
    );
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, ''],
      [5, ''],
      [6, 'codeType'],
      [7, 'codeType'],
      [8, 'nameEn'],
      [8, 'sort'],
    ]);
    expect(errors[0]!.message).toBe('Code PACKAGE_TYPE/CTNS already exists');
    expect(errors[2]).toMatchObject({ column: 'Code type', message: 'There is no code type NOPE' });
    expect(errors[3]!.message).toContain('The items of JOB_MODE come with the product');
    expect(await countOf('system_codes')).toBe(before);
  });

  it('is refused without the base codes’ edit permission', async () => {
    const res = await importItems([itemRecord()], { token: t.tokens.op01 });
    expect(res.status).toBe(403);
  });
});
