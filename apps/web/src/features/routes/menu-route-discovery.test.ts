import type { TCurrentUser } from '@apex/shared/auth';
import type { TMenuItem } from '@apex/shared/menus';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOME_PATH } from '../../platform/paths';
import { menuItem } from '../menu/test-menu-items';
import { discoverMenuRoutes, SHELL_ROUTE_ID } from './menu-route-discovery';

const EXPORT_MENU = [
  menuItem({ id: 100, url: '/ocean_exp' }),
  menuItem({ id: 102, pId: 100, level: 2, url: '/ocean_exp/list' }),
];
const userWith = (menulist: TMenuItem[]) => ({ menulist }) as TCurrentUser;

/** The app's router in memory: the shell with its own home page and catch-all, and the discovery. */
function appRouter(signedIn: () => TCurrentUser | undefined) {
  const router = createMemoryRouter(
    [{ id: SHELL_ROUTE_ID, children: [{ id: HOME_PATH, path: HOME_PATH }, { path: '*' }] }],
    {
      initialEntries: [HOME_PATH],
      patchRoutesOnNavigation: discoverMenuRoutes(
        async () => signedIn(),
        () => async () => ({ Component: () => null }),
      ),
    },
  );
  /** Where the router places a path: the matched route's pattern and parameters. */
  const placed = async (path: string) => {
    await router.navigate(path);
    const { route, params } = router.state.matches.at(-1)!;
    return { path: route.path, params };
  };
  const shellPaths = () => (router.routes[0]?.children ?? []).map((route) => route.path);
  return { placed, shellPaths };
}

describe('discoverMenuRoutes (spec §2.6, §4 Session)', () => {
  it('adds the user’s routes when the router cannot place a path: a menu page, a job card by its JOB_ID', async () => {
    const { placed } = appRouter(() => userWith(EXPORT_MENU));
    expect(await placed('/ocean_exp/list')).toEqual({ path: '/ocean_exp/list', params: {} });
    expect(await placed('/ocean_exp/list/index')).toMatchObject({ path: '/ocean_exp/list/index' });
    expect(await placed('/oceanimport/indexedit/42')).toEqual({
      path: '/oceanimport/indexedit/:JOB_ID',
      params: { JOB_ID: '42' },
    });
    expect(await placed('/oceanimport/general')).toMatchObject({ path: '/oceanimport/general' });
  });

  it('leaves a screen the menu does not grant, and an unknown path, to the catch-all', async () => {
    const { placed } = appRouter(() => userWith(EXPORT_MENU));
    expect(await placed('/systemSetting/users')).toMatchObject({ path: '*' });
    expect(await placed('/no/such/screen')).toMatchObject({ path: '*' });
  });

  it('adds nothing without a signed-in user (the session loader sends to sign-on)', async () => {
    const { placed, shellPaths } = appRouter(() => undefined);
    expect(await placed('/oceanimport/indexedit/42')).toMatchObject({ path: '*' });
    expect(shellPaths()).toEqual([HOME_PATH, '*']);
  });

  it('adds what a grown menu grants, each path once, and keeps the shell’s own routes', async () => {
    let user = userWith([]);
    const { placed, shellPaths } = appRouter(() => user);
    // Signed in to change the password: no menu yet, the constant routes only.
    expect(await placed('/ocean_exp/list')).toMatchObject({ path: '*' });
    user = userWith(EXPORT_MENU);
    expect(await placed('/ocean_exp/list')).toMatchObject({ path: '/ocean_exp/list' });
    // The same menu read again (a language switch refetches the user): nothing new.
    const before = shellPaths();
    user = userWith([...EXPORT_MENU]);
    await placed('/no/such/screen');
    expect(shellPaths()).toEqual(before);
    expect(new Set(before).size).toBe(before.length);
    expect(before.filter((path) => path === HOME_PATH)).toHaveLength(1);
  });
});
