import { describe, expect, it } from 'vitest';
import { holdsAnyPermission } from './has-permission';

describe('holdsAnyPermission (spec §5 Permission directive)', () => {
  const held = ['/sysUser/list', '/sysOffice/edit'];

  it('allows a user holding one of the listed permissions', () => {
    expect(holdsAnyPermission(held, ['/sysUser/edit', '/sysOffice/edit'])).toBe(true);
  });

  it('refuses a user holding none of them', () => {
    expect(holdsAnyPermission(held, ['/sysUser/edit', '/sysUser/unlock'])).toBe(false);
    expect(holdsAnyPermission([], ['/sysUser/list'])).toBe(false);
  });

  it('throws when no permission is listed', () => {
    expect(() => holdsAnyPermission(held, [])).toThrow('need permissionlist!');
  });
});
