import { describe, expect, it } from 'vitest';
import { iconNameOf } from './icon-name';

describe('iconNameOf', () => {
  it.each([
    ['/x/inline-svg/outlined/account-book.svg', 'AccountBookOutlined'],
    ['/x/inline-svg/filled/html5.svg', 'Html5Filled'],
    ['/x/inline-svg/outlined/loading-3-quarters.svg', 'Loading3QuartersOutlined'],
    ['/x/inline-svg/twotone/setting.svg', 'SettingTwoTone'],
  ])('%s → %s', (file, name) => {
    expect(iconNameOf(file)).toBe(name);
  });

  it('ignores files outside the three themes', () => {
    expect(iconNameOf('/x/inline-svg/other/a.svg')).toBeUndefined();
  });
});
