import { describe, expect, it } from 'vitest';
import { canMoveEntrustment, entrustmentMoves, isStepBack } from './entrustment-states';

describe('entrustment transitions (spec §4, issue 19)', () => {
  it('goes one step forward or back, never skipping one', () => {
    expect(entrustmentMoves('ENTRUSTED')).toEqual(['DEPARTED', 'NOT_ENTRUSTED', 'CANCELLED']);
    expect(canMoveEntrustment('NOT_ENTRUSTED', 'DEPARTED')).toBe(false);
    expect(canMoveEntrustment('DEPARTED', 'PICKED_UP')).toBe(false);
    expect(entrustmentMoves('PICKED_UP')).toEqual(['ARRIVED']);
  });

  it('cancels only before the cargo has moved, and entrusts a cancelled order again from the start', () => {
    expect(canMoveEntrustment('DEPARTED', 'CANCELLED')).toBe(false);
    expect(canMoveEntrustment('NOT_ENTRUSTED', 'CANCELLED')).toBe(true);
    expect(entrustmentMoves('CANCELLED')).toEqual(['NOT_ENTRUSTED']);
  });

  it('tells a correction (a step back) from progress', () => {
    expect(isStepBack('ARRIVED', 'DEPARTED')).toBe(true);
    expect(isStepBack('DEPARTED', 'ARRIVED')).toBe(false);
    expect(isStepBack('CANCELLED', 'NOT_ENTRUSTED')).toBe(false);
    // Cancelling is no step back, not even from the first state (no reason asked).
    expect(isStepBack('NOT_ENTRUSTED', 'CANCELLED')).toBe(false);
    expect(isStepBack('ENTRUSTED', 'CANCELLED')).toBe(false);
  });
});
