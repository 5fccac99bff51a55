import type { TPartyOption, TPartyRole } from '@apex/shared/master';
import { describe, expect, it } from 'vitest';
import { partyPickerOptions } from './party-options';

const party = (id: number, code: string, nameCn = '', roles: TPartyRole[] = ['CUSTOMER']): TPartyOption => ({
  id,
  code,
  nameEn: `${code} Trading Co., Ltd.`,
  nameCn,
  roles,
  blacklisted: false,
  blacklistReason: '',
  creditLimit: null,
  creditCurrency: 'USD',
  creditDays: 0,
});

describe('partyPickerOptions', () => {
  it('labels each match by code and its name in the current language', () => {
    const found = [party(1, 'HAITIAN-NGB', '宁波海天电器有限公司'), party(2, 'AGT-LAX')];
    expect(partyPickerOptions(found, undefined, 'zh_CN').map((o) => o.label)).toEqual([
      'HAITIAN-NGB · 宁波海天电器有限公司',
      'AGT-LAX · AGT-LAX Trading Co., Ltd.',
    ]);
  });

  it('keeps the chosen party first while a search finds others, and does not repeat it', () => {
    const chosen = party(9, 'MINGDA-CAN');
    expect(partyPickerOptions([party(1, 'A')], chosen, 'en_US').map((o) => o.value)).toEqual([9, 1]);
    expect(partyPickerOptions([chosen], chosen, 'en_US').map((o) => o.value)).toEqual([9]);
  });

  it('marks the parties playing the preferred role, and keeps the others choosable (issue 16)', () => {
    const found = [party(1, 'DONGHAI-SHA', '', ['CUSTOMER', 'CONSIGNEE']), party(2, 'HUAMEI-SHA')];
    const options = partyPickerOptions(found, undefined, 'en_US', 'CONSIGNEE');
    expect(options.map((o) => [o.value, o.preferred])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(partyPickerOptions(found, undefined, 'en_US').some((o) => o.preferred)).toBe(false);
  });

  it("shows a party known by its name only (a bill's party before any search) without a separator", () => {
    const named = { ...party(3, 'HAITIAN-FOS'), code: '' };
    expect(partyPickerOptions([], named, 'en_US')[0]?.label).toBe('HAITIAN-FOS Trading Co., Ltd.');
  });
});
