import { describe, expect, it } from 'vitest';
import { signalReaction } from './session-signals';

const at = (token: string, flag = '0') => ({ token, flag });
const other = { raised: false };

describe('signalReaction (spec §4 cross-tab signal)', () => {
  it('adopts a sign-in another tab announced, once per raise', () => {
    expect(signalReaction(at('a'), at('b', '1'), other)).toBe('adoptNewSession');
    expect(signalReaction(at('b', '1'), at('b', '1'), other)).toBe('none');
    expect(signalReaction(at('a', ''), at('a', '1'), other)).toBe('adoptNewSession');
  });

  it('leaves its own announcement to the other tabs', () => {
    expect(signalReaction(at('a'), at('a', '1'), { raised: true })).toBe('none');
  });

  it('sees a sign-out elsewhere when the token goes', () => {
    expect(signalReaction(at('a'), at(''), other)).toBe('signedOutElsewhere');
    expect(signalReaction(at(''), at(''), other)).toBe('none');
  });
});
