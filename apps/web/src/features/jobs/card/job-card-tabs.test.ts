import type { TPermission } from '@apex/shared/permissions';
import { describe, expect, it } from 'vitest';
import { visibleJobTabs } from './job-card-tabs';

const keysFor = (held: TPermission[], parts?: string[]) =>
  visibleJobTabs((permission) => held.includes(permission), parts).map((tab) => tab.key);

describe('the job card’s tabs a user sees (spec §5 permission directive)', () => {
  it('leave out the warehouse tab for a user without the warehouse’s permission (issue 19)', () => {
    expect(keysFor([])).not.toContain('warehouse');
    expect(keysFor(['/warehouse/list'])).toContain('warehouse');
    expect(keysFor(['/warehouse/list'])).toHaveLength(keysFor([]).length + 1);
  });

  it('keep only the parts asked for, in the card’s order', () => {
    expect(keysFor(['/warehouse/list'], ['warehouse', 'general'])).toEqual(['general', 'warehouse']);
  });
});
