import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect } from 'react-router';
import { RouteError } from '../features/errors/route-error';
import { homeContentQuery } from '../features/home/home-content-query';
import { HomePage } from '../features/home/home-page';
import { EMBEDDED_JOB_SCREENS } from '../features/jobs/card/outer-variants';
import { EMPTY_PATHS } from '../features/routes/constant-routes';
import { discoverMenuRoutes, type RoutePageLoader, SHELL_ROUTE_ID } from '../features/routes/menu-route-discovery';
import { signedInUser } from '../features/session/current-user';
import { loginSsoLoader } from '../features/session/login-sso-loader';
import { sessionLoader } from '../features/session/session-loader';
import { AppFrame } from '../features/shell/app-frame';
import { refreshLoader } from '../features/tabs/refresh-loader';
import { CHANGE_PASSWORD_PATH, HOME_PATH, NOT_FOUND_PATH } from '../platform/paths';
import { FullPageSpin } from './full-page-spin';
import { withScreenAssets } from './screen-assets';

/** A constant or menu route's screen, chosen in its own chunk when the router first enters it. */
const loadRoutePage: RoutePageLoader = (route) => async () => ({
  Component: (await import('../features/routes/route-page')).routePage(route),
});

/**
 * spec §2.1–§2.6. The frame is in the first chunk; every page is its own lazy chunk. The session
 * loader runs on every navigation (spec §4). The constant routes and the menu's are added under the
 * shell once the user is known (discoverMenuRoutes); their ids are their paths, so the shell's own
 * routes below (same ids) are not added again. What no route holds lands on the last, catch-all
 * route, and the shell sends it to /404. The frame keeps visited pages alive
 * (features/tabs/kept-views.tsx).
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(
    [
      {
        path: '/loginsso',
        loader: loginSsoLoader(queryClient),
        Component: FullPageSpin,
        HydrateFallback: FullPageSpin,
      },
      // spec §2.2, §2.4: an embedded variant renders its screen without the shell, for a parent portal's frame.
      ...EMBEDDED_JOB_SCREENS.map(({ path, jobType, tab }) => ({
        path,
        loader: sessionLoader(queryClient),
        HydrateFallback: FullPageSpin,
        ErrorBoundary: RouteError,
        lazy: async () => {
          const { OuterJobPage } = await withScreenAssets(import('../features/jobs/card/outer-job-page'));
          return { Component: () => <OuterJobPage jobType={jobType} tab={tab} /> };
        },
      })),
      {
        id: SHELL_ROUTE_ID,
        loader: sessionLoader(queryClient),
        shouldRevalidate: () => true,
        HydrateFallback: FullPageSpin,
        ErrorBoundary: RouteError,
        Component: AppFrame,
        children: [
          { index: true, loader: () => redirect(HOME_PATH) },
          { path: 'home', loader: () => redirect(HOME_PATH) },
          { path: 'redirect/*', loader: refreshLoader },
          ...EMPTY_PATHS.map((path) => ({ id: path, path, Component: () => null })),
          {
            id: HOME_PATH,
            path: HOME_PATH,
            // The content is asked for while the session loads, not after. The page is in the frame's
            // chunk, not a lazy one: every session starts on it, and a lazy page first showed the
            // loading spinner, then waited for the main thread to take its chunk (~75 ms, bench/web-load.ts).
            loader: () => {
              void queryClient.prefetchQuery(homeContentQuery);
              return null;
            },
            Component: HomePage,
          },
          {
            id: CHANGE_PASSWORD_PATH,
            path: CHANGE_PASSWORD_PATH,
            lazy: async () => ({
              Component: (await import('../features/password/change-password-page')).ChangePasswordPage,
            }),
          },
          {
            id: NOT_FOUND_PATH,
            path: NOT_FOUND_PATH,
            lazy: async () => ({ Component: (await import('../features/errors/not-found-page')).NotFoundPage }),
          },
          { path: '*' },
        ],
      },
    ],
    { patchRoutesOnNavigation: discoverMenuRoutes(() => signedInUser(queryClient), loadRoutePage) },
  );
}
