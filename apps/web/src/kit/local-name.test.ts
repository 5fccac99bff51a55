import { describe, expect, it } from 'vitest';
import { localName } from './local-name';

describe('localName', () => {
  const role = { nameEn: 'Operator', nameCn: '操作员', nameHk: '操作員' };
  const office = { nameEn: 'Ningbo Branch', nameCn: '宁波分公司' };

  it('picks the name of the language', () => {
    expect(localName(role, 'en_US')).toBe('Operator');
    expect(localName(role, 'zh_CN')).toBe('操作员');
    expect(localName(role, 'zh_HK')).toBe('操作員');
  });

  it('falls back to the Chinese name in zh_HK, then to English', () => {
    expect(localName(office, 'zh_HK')).toBe('宁波分公司');
    expect(localName({ nameEn: 'Sales', nameCn: '' }, 'zh_CN')).toBe('Sales');
  });
});
