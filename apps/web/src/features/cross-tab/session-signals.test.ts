import { describe, expect, it } from 'vitest';
import { signalReaction } from './session-signals';

const at = (token: string, flag = '0') => ({ token, flag });
const other = { raised: false };

describe('signalReaction (spec §4 cross-tab signal)', () => {
  it('adopts a sign-in another tab completed, not before the flag is up', () => {
    expect(signalReaction('a', at('b', '1'), other)).toBe('adoptNewSession');
    expect(signalReaction('a', at('b', '0'), other)).toBe('none');
    expect(signalReaction('', at('b', '1'), other)).toBe('adoptNewSession');
  });

  it('ignores a flag left up over the session it already runs on, and its own', () => {
    expect(signalReaction('a', at('a', '1'), other)).toBe('none');
    expect(signalReaction('a', at('b', '1'), { raised: true })).toBe('none');
  });

  it('sees a sign-out elsewhere when the token goes', () => {
    expect(signalReaction('a', at(''), other)).toBe('signedOutElsewhere');
    expect(signalReaction('', at(''), other)).toBe('none');
  });
});
