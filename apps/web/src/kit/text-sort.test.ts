import { describe, expect, it } from 'vitest';
import { compareText } from './text-sort';

const names = (rows: { name: string | null }[]) => rows.map((r) => r.name);
const rows = (...list: (string | null)[]) => list.map((name) => ({ name }));

describe('compareText (spec §5 Table sorting)', () => {
  it('sorts English text alphabetically, numbers by value, case aside', () => {
    const sorted = rows('hapag-Lloyd', 'Berth 10', 'Berth 9', 'ONE', 'cma cgm').sort(
      compareText((r) => r.name, 'en_US'),
    );
    expect(names(sorted)).toEqual(['Berth 9', 'Berth 10', 'cma cgm', 'hapag-Lloyd', 'ONE']);
  });

  it('sorts Simplified Chinese by pinyin', () => {
    const sorted = rows('中远海运', '马士基', '阳明', '达飞').sort(compareText((r) => r.name, 'zh_CN'));
    expect(names(sorted)).toEqual(['达飞', '马士基', '阳明', '中远海运']);
  });

  it('sorts descending when asked, blanks last either way', () => {
    const pick = (r: { name: string | null }) => r.name;
    expect(names(rows('b', null, 'a', '').sort(compareText(pick, 'en_US')))).toEqual(['a', 'b', null, '']);
    expect(names(rows('b', null, 'a').sort(compareText(pick, 'en_US', 'descend')))).toEqual(['b', 'a', null]);
  });
});
