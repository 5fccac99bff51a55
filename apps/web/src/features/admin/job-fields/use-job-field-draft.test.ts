import { describe, expect, it } from 'vitest';
import { flipped } from './use-job-field-draft';

describe('flipped', () => {
  it('switches on edit with new, and off new with edit, so a field required on new is required on edit', () => {
    const none = { requiredOnNew: false, requiredOnEdit: false };
    const both = { requiredOnNew: true, requiredOnEdit: true };
    expect(flipped(none, 'requiredOnNew', true)).toEqual(both);
    expect(flipped(both, 'requiredOnEdit', false)).toEqual(none);
    expect(flipped(both, 'requiredOnNew', false)).toEqual({ requiredOnNew: false, requiredOnEdit: true });
    expect(flipped(none, 'requiredOnEdit', true)).toEqual({ requiredOnNew: false, requiredOnEdit: true });
  });
});
