import { describe, expect, it } from 'vitest';
import { readOfficeMessage } from './office-message';

const frame = { name: 'the dialog’s frame' };
const page = { origin: 'https://sso.example', window: frame };
const from = (data: unknown, origin = page.origin, source: unknown = frame) => ({ origin, source, data });

describe('change-office messages (spec §2.7)', () => {
  it('reads confirm and close from the dialog’s page', () => {
    const confirm = { from: 'changeSystemOffice', type: 'confirm', officeCode: 'NGB', url: '/ocean_exp/list' };
    expect(readOfficeMessage(from(confirm), page)).toEqual(confirm);
    expect(readOfficeMessage(from(JSON.stringify({ from: 'changeSystemOffice', type: 'close' })), page)).toEqual({
      from: 'changeSystemOffice',
      type: 'close',
    });
  });

  it('ignores another origin, or another window of the right origin', () => {
    const close = { from: 'changeSystemOffice', type: 'close' };
    expect(readOfficeMessage(from(close, 'https://evil.example'), page)).toBeUndefined();
    expect(readOfficeMessage(from(close, page.origin, { name: 'a popup' }), page)).toBeUndefined();
    expect(readOfficeMessage(from(close, page.origin, null), { ...page, window: null })).toBeUndefined();
  });

  it('ignores other senders, unknown types, a confirm without an office and unreadable text', () => {
    for (const data of [
      { from: 'dispatchHKG', type: 'close' },
      { from: 'changeSystemOffice', type: 'open' },
      { from: 'changeSystemOffice', type: 'confirm', url: '/x' },
      '{not json',
      42,
    ])
      expect(readOfficeMessage(from(data), page)).toBeUndefined();
  });
});
