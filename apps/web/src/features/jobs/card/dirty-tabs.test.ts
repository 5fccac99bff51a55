import { describe, expect, it } from 'vitest';
import { createDirtyTabs } from './dirty-tabs';

describe('createDirtyTabs', () => {
  it('is dirty while any tab says so, and clean once every tab is saved again', () => {
    const tabs = createDirtyTabs();
    const general = tabs.reporter('general');
    const goods = tabs.reporter('goods');
    expect(tabs.any()).toBe(false);
    general(true);
    goods(true);
    general(false);
    expect(tabs.any()).toBe(true);
    goods(false);
    expect(tabs.any()).toBe(false);
  });
});
