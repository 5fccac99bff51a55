import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { publicConfigQuery } from '../../app/public-config';
import { pageTitle } from '../routes/route-title';
import { useAppRoutes } from '../routes/use-app-routes';

/**
 * The frame names the window after the current route (spec §2.6), with the product title once the
 * public config is in; `titleName` in the query wins.
 */
export function useRouteWindowTitle() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { match, title } = useAppRoutes();
  const product = useQuery(publicConfigQuery).data?.title;
  const found = match(pathname);
  const text = pageTitle(found ? title(found.route) : '', params.get('titleName'), product);
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
}
