import { describe, expect, it } from 'vitest';
import { type AreaMenu, composeMenuTree, type MenuSeed } from './menu-seed';

const item = (code: string, more: Partial<AreaMenu> = {}): AreaMenu => ({
  code,
  url: `/${code}`,
  label: 'general:columns.code',
  icon: 'AppstoreOutlined',
  sort: 10,
  ...more,
});
const codes = (items: readonly MenuSeed[]): unknown[] =>
  items.map((i) => (i.children?.length ? [i.code, codes(i.children)] : i.code));

describe('composeMenuTree', () => {
  it('puts each area’s sections and items in place, siblings in sort order whatever their area', () => {
    const settings = [
      item('settings', { sort: 20, children: [item('users'), item('roles')] }),
      item('logs', { parent: 'settings', sort: 30 }),
    ];
    const master = [item('ports', { parent: 'settings', sort: 15 }), item('jobs', { sort: 10 })];
    expect(codes(composeMenuTree([settings, master]))).toEqual([
      'jobs',
      ['settings', ['users', 'ports', 'roles', 'logs']],
    ]);
  });

  it('refuses an item under a parent no area declares', () => {
    expect(() => composeMenuTree([[item('ports', { parent: 'settings' })]])).toThrow(/ports hangs under settings/);
  });

  it('refuses a code declared twice', () => {
    expect(() => composeMenuTree([[item('a', { children: [item('b')] })], [item('b', { sort: 20 })]])).toThrow(
      /b is declared twice/,
    );
  });
});
