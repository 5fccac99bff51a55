import { describe, expect, it } from 'vitest';
import { isSilentMessage, replyOutcome } from './reply-outcome';

describe('replyOutcome (spec §8)', () => {
  it.each([
    [200, 'resolve'],
    [408, 'resolve'],
    [401, 'signInAgain'],
    [8001, 'signInAgain'],
    [409, 'reject'],
    [500, 'reportAndResolve'],
    [400, 'reportAndReject'],
    [403, 'reportAndReject'],
    [8000, 'reportAndReject'],
  ])('status %i → %s', (status, outcome) => {
    expect(replyOutcome(status)).toBe(outcome);
  });

  it('hands the data over when the answer carries no code', () => {
    expect(replyOutcome(undefined)).toBe('resolve');
    expect(replyOutcome(null)).toBe('resolve');
  });

  it('keeps the ETD-is-empty message out of toasts', () => {
    expect(isSilentMessage('Charge action failed: ETD is empty')).toBe(true);
    expect(isSilentMessage('save failed')).toBe(false);
  });
});
