import { describe, expect, it } from 'vitest';
import { secondsToWait } from './sign-in-throttle';

const wait = (failures: number, secondsSince: number, allowance = 1, first = 1) =>
  secondsToWait({ failures, secondsSince }, allowance, first);

describe('secondsToWait', () => {
  it('doubles from the first wait with each wrong sign-in, up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => wait(failures, 0))).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(wait(2, 0, 1, 5)).toBe(10);
  });

  it('counts from the last wrong sign-in, rounding the rest up to whole seconds', () => {
    expect(wait(3, 1.5)).toBe(3);
    expect(wait(3, 4)).toBe(0);
  });

  it('lets the allowance pass freely, and waits from its last', () => {
    expect(wait(9, 0, 10)).toBe(0);
    expect(wait(10, 0, 10)).toBe(1);
    expect(wait(11, 0, 10)).toBe(2);
  });

  it('never waits when the waits are off or nothing failed', () => {
    expect(wait(5, 0, 1, 0)).toBe(0);
    expect(secondsToWait({ failures: 0, secondsSince: null }, 1, 1)).toBe(0);
  });
});
