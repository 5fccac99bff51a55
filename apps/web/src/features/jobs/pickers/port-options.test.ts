import type { TPort } from '@apex/shared/common';
import { describe, expect, it } from 'vitest';
import { portPickerOptions } from './port-options';

const port = (code: string, main = '', nameCn = '上海'): TPort => ({
  PORT_SEACODE: code,
  PORT_ENAME: 'Shanghai',
  PORT_CNAME: nameCn,
  COUNTRY_CODE: 'CN',
  COUNTRY_ENAME: "People's Republic of China",
  COUNTRY_CNAME: '中国',
  B_SEA: 1,
  MAIN_SEACODE: main,
});

describe('portPickerOptions', () => {
  it('names each port with its country in the current language, in the order given (issue 16)', () => {
    const options = portPickerOptions([port('CNSHA'), port('CNSGH', 'CNSHA', '')], 'zh_CN');
    expect(options.map((o) => [o.value, o.label, o.country])).toEqual([
      ['CNSHA', 'CNSHA · 上海', '中国'],
      ['CNSGH', 'CNSGH · Shanghai', '中国'],
    ]);
    expect(options[1]!.port.MAIN_SEACODE).toBe('CNSHA');
  });

  it('finds a port by its code, either name or its country', () => {
    const [shanghai] = portPickerOptions([port('CNSHA')], 'en_US');
    for (const typed of ['CNSHA', 'Shanghai', '上海', 'China', '中国']) expect(shanghai!.search).toContain(typed);
  });
});
