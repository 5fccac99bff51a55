import { describe, expect, it } from 'vitest';
import { joinPermissionAreas } from './join-areas';
import { PERMISSION_CODES, PERMISSIONS } from './registry';

describe('permission areas', () => {
  it('join into one map in the order of the areas', () => {
    const joined = joinPermissionAreas(
      { '/a/list': { group: 'system', label: 'general:columns.code', defaultRoles: [] } },
      { '/b/list': { group: 'jobs', label: 'general:columns.name', defaultRoles: ['OPERATOR'] } },
    );
    expect(Object.keys(joined)).toEqual(['/a/list', '/b/list']);
    expect(joined['/b/list'].defaultRoles).toEqual(['OPERATOR']);
  });

  it('refuse a code two areas declare', () => {
    const def = { group: 'system', label: 'general:columns.code', defaultRoles: [] } as const;
    expect(() => joinPermissionAreas({ '/a/list': def }, { '/a/list': def })).toThrow(/\/a\/list is declared by two/);
  });

  it('list the groups in the role editor’s order, the workbench’s to-do list last of the system group', () => {
    const groups = PERMISSION_CODES.map((code) => PERMISSIONS[code].group);
    expect([...new Set(groups)]).toEqual(['ADMIN', 'system', 'jobs', 'finance']);
    expect(PERMISSION_CODES.filter((code) => PERMISSIONS[code].group === 'system').at(-1)).toBe('/tasks/index');
  });
});
