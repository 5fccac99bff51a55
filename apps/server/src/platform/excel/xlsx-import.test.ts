import { EXCEL_TEMPLATES } from '@apex/shared/files';
import { imoCheckDigit } from '@apex/shared/master';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failAuditOf } from '../../../test/db-state';
import { excelImports, headersOf } from '../../../test/excel-import';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01']);

const { importRows, countOf } = excelImports(t);

let made = 0;
/** A vessel row no other test uses, with a valid IMO number outside the demo fleet. */
function vesselRow(name?: string): string[] {
  made += 1;
  const firstSix = String(980_000 + made);
  return [name ?? `import vessel ${made}`, `${firstSix}${imoCheckDigit(firstSix)}`, 'pa'];
}

describe('POST /sys/vessels/import', () => {
  it('imports every filled row in one go, upper-casing names and codes, and logs each creation', async () => {
    const rows = [vesselRow(), vesselRow(), vesselRow()];
    const before = await countOf('vessels');
    const res = await importRows('sys/vessels', [headersOf('vessels'), ...rows]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { imported: 3 }, message: '3 row(s) imported' });
    expect(await countOf('vessels')).toBe(before + 3);
    const [first] = await queryRows<{ vessel_name: string; flag: string }>(
      t.database.db,
      sql`select vessel_name, flag from vessels where lloyd_no = ${rows[0]![1]}`,
    );
    expect(first).toEqual({ vessel_name: rows[0]![0]!.toUpperCase(), flag: 'PA' });
    expect(await countOf('sys_oper_log', `action = 'vessel.created' and detail::text like '%${rows[1]![1]}%'`)).toBe(1);
  });

  it('imports nothing when any row is wrong, and lists each problem with its row, column and message', async () => {
    const good = vesselRow();
    const taken = vesselRow('EVER GIVEN TWIN');
    expect((await importRows('sys/vessels', [headersOf('vessels'), taken])).status).toBe(200);
    const twice = vesselRow();
    const before = await countOf('vessels');
    const res = await importRows('sys/vessels', [
      headersOf('vessels'),
      good, // row 2: fine on its own
      ['', '1234568', 'xx'], // row 3: no name, a bad check digit
      [], // row 4: blank, skipped
      vesselRow('ever given twin'), // row 5: a name already in the database
      twice, // row 6
      [`${twice[0]} again`, twice[1], 'pa'], // row 7: repeats row 6's Lloyd no
      [vesselRow()[0], vesselRow()[1], 'QQ'], // row 8: no such country
    ]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('import.rejected');
    expect(res.body.message).toBe('Nothing was imported: 5 problem(s) in the file');
    const errors = res.body.data.errors as { row: number; field: string; column: string; message: string }[];
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'vesselName'],
      [3, 'lloydNo'],
      [5, 'vesselName'],
      [7, 'lloydNo'],
      [8, 'flag'],
    ]);
    expect(errors[0]).toMatchObject({ column: 'Vessel name', message: 'Must be filled in' });
    expect(errors[1]).toMatchObject({
      column: 'Lloyd no (IMO)',
      message: 'Lloyd no 1234568 is not a valid IMO number: seven digits, the last one a check digit',
    });
    expect(errors[2]!.message).toBe('Vessel EVER GIVEN TWIN already exists');
    expect(errors[4]!.message).toBe('Country QQ does not exist');
    expect(await countOf('vessels')).toBe(before);
    expect(await countOf('vessels', `lloyd_no = '${good[1]}'`)).toBe(0);
  });

  it('reads Chinese headers in any order, skips the untouched example row and answers errors in Chinese', async () => {
    const [name, lloydNo, flag] = vesselRow();
    const [zhName, zhLloyd, zhFlag] = headersOf('vessels', 'zh_CN');
    const example = EXCEL_TEMPLATES.vessels.columns.map((c) => c.example);
    const ok = await importRows(
      'sys/vessels',
      [
        [zhFlag, zhName, zhLloyd],
        [example[2], example[0], example[1]],
        [flag, name, lloydNo],
      ],
      { language: 'zh_CN' },
    );
    expect(ok.body).toMatchObject({ data: { imported: 1 }, message: '已导入 1 行' });
    const bad = await importRows(
      'sys/vessels',
      [
        [zhName, zhLloyd, zhFlag],
        ['X', '7654321', 'PA'],
      ],
      { language: 'zh_CN' },
    );
    expect(bad.body.message).toBe('未导入任何数据：文件中有 1 处问题');
    expect(bad.body.data.errors[0]).toMatchObject({ row: 2, column: '劳氏号（IMO）' });
  });

  it('names a column missing from the header row, and refuses a sheet without rows', async () => {
    const missing = await importRows('sys/vessels', [['Vessel name', 'Flag (country code)'], vesselRow()]);
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors).toEqual([
      {
        row: 1,
        field: 'lloydNo',
        column: 'Lloyd no (IMO)',
        message: 'The column Lloyd no (IMO) is missing from the header row',
      },
    ]);
    const empty = await importRows('sys/vessels', [headersOf('vessels')]);
    expect(empty.body).toMatchObject({ code: 'import.noRows', message: 'The file has no rows to import' });
  });

  it('rolls every row back when an audit row cannot be written', async () => {
    const before = await countOf('vessels');
    const restore = await failAuditOf(t, 'vessel.created');
    try {
      const res = await importRows('sys/vessels', [headersOf('vessels'), vesselRow()]);
      expect(res.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await countOf('vessels')).toBe(before);
  });

  it('is refused without the vessels’ edit permission', async () => {
    const res = await importRows('sys/vessels', [headersOf('vessels'), vesselRow()], {
      token: await t.session('fin01'),
    });
    expect(res.status).toBe(403);
  });
});

describe('carriers and offices import', () => {
  it('reads the blacklist flag as spec §9 does (TRUE, true, 1) and checks the carrier rules', async () => {
    const ok = await importRows('sys/carriers', [
      headersOf('carriers'),
      ['zqa', 'ZQ Alpha Line', '', 'true', 'unpaid freight'],
      ['ZQB', 'ZQ Beta Line', '', 'no', ''],
      ['ZQC', 'ZQ Gamma Line', '', 1, 'customs hold'],
    ]);
    expect(ok.body.data).toEqual({ imported: 3 });
    const rows = await queryRows<{ scac: string; blacklisted: boolean }>(
      t.database.db,
      sql`select scac, blacklisted from carriers where scac like 'ZQ%' order by scac`,
    );
    expect(rows).toEqual([
      { scac: 'ZQA', blacklisted: true },
      { scac: 'ZQB', blacklisted: false },
      { scac: 'ZQC', blacklisted: true },
    ]);
    const bad = await importRows('sys/carriers', [
      headersOf('carriers'),
      ['ZQD', 'ZQ Delta', '', 'TRUE', ''],
      ['zqa', 'Again', '', '', ''],
    ]);
    expect(bad.body.data.errors).toMatchObject([
      { row: 2, field: 'blacklistReason', message: 'A blacklisted carrier needs a reason' },
      { row: 3, field: 'scac', message: 'Carrier ZQA already exists' },
    ]);
  });

  it('refuses an office of an unknown company in the company column', async () => {
    const res = await importRows('sys/offices', [headersOf('offices'), ['ZQ1', 'NOPE', 'Nowhere office', '', '', '']]);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toMatchObject([{ row: 2, field: 'companyCode', column: 'Company code' }]);
  });
});
