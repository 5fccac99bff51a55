import type { TCurrentUser } from '@apex/shared/auth';
import type { LazyRouteFunction, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { buildMenuTree } from '../menu/menu-tree';
import type { AppRoute } from './route-model';
import { routeTable } from './route-table';

/** The signed-in shell's route: the constant and menu routes are its children. */
export const SHELL_ROUTE_ID = 'shell';

/** Loads the screen a route shows, as the router's lazy route properties. */
export type RoutePageLoader = (route: AppRoute) => LazyRouteFunction<RouteObject>;

/**
 * spec §4 Session, "token present but no menu loaded: fetch user info, generate and add the menu
 * routes, and replay the navigation", as React Router's route discovery: a navigation the router
 * cannot place asks for the user (none without a token: the session loader then sends to sign-on),
 * and the constant routes and those of the user's menu are added under the shell before the router
 * matches again. A menu seen before adds nothing. The router only adds routes, so a menu that lost
 * an item in this document keeps that route here; the shell shows a route only while the menu
 * grants it (KeptViews).
 */
export function discoverMenuRoutes(
  signedInUser: () => Promise<TCurrentUser | undefined>,
  loadPage: RoutePageLoader,
): PatchRoutesOnNavigationFunction {
  let patchedFor: TCurrentUser['menulist'] | undefined;
  return async ({ patch }) => {
    const user = await signedInUser();
    if (!user || user.menulist === patchedFor) return;
    patchedFor = user.menulist;
    const { objects } = routeTable(buildMenuTree(user.menulist));
    // The ids are the paths: a path the router has (its own or patched before) is not added twice.
    patch(
      SHELL_ROUTE_ID,
      objects.map((object) => ({ ...object, lazy: loadPage(object.handle) })),
    );
  };
}
