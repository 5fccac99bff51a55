import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { publicConfigQuery } from '../../app/public-config';
import { pageTitle } from '../routes/route-title';
import { useAppRoutes } from '../routes/use-app-routes';

/** The window's title (spec §2.6), with the product title once the public config is in. */
function useWindowTitle(title: string, effect: typeof useEffect) {
  const [params] = useSearchParams();
  const product = useQuery(publicConfigQuery).data?.title;
  const text = pageTitle(title, params.get('titleName'), product);
  effect(() => {
    document.title = text;
  }, [text]);
}

/**
 * The frame names the window after the current route (spec §2.6). A layout effect: it runs before
 * the page's own effects, so a page calling usePageTitle has the last word.
 */
export function useRouteWindowTitle() {
  const { pathname } = useLocation();
  const { match, title } = useAppRoutes();
  const found = match(pathname);
  useWindowTitle(found ? title(found.route) : '', useLayoutEffect);
}

/** A page that knows better than its route title names the window itself (titleName still wins). */
export const usePageTitle = (title: string) => useWindowTitle(title, useEffect);
