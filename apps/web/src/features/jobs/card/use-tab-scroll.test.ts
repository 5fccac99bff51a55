import { describe, expect, it } from 'vitest';
import { tabScrollTop } from './use-tab-scroll';

describe('tabScrollTop', () => {
  it('shows a tab again where the user left it', () => {
    expect(tabScrollTop(400, 0, 90)).toBe(400);
    expect(tabScrollTop(0, 700, 90)).toBe(0);
  });

  it('starts a tab not shown before at its top, under the strip', () => {
    expect(tabScrollTop(undefined, 700, 90)).toBe(90);
    expect(tabScrollTop(undefined, 40, 90)).toBe(40);
  });
});
