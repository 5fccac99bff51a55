import { homeRoutes } from '@apex/shared/home';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';

/** The home page's announcements, news and carrier websites; the page shows its own failure. */
export const homeContentQuery = queryOptions({
  queryKey: ['homeContent'],
  queryFn: () => call(homeRoutes.content, undefined, { isStopError: true }),
  // Fetched by the route's loader as the page opens (app/router.tsx); the page uses that answer.
  staleTime: 60_000,
});

/** Where a carrier's logo loads from (an <img>, so no API client). */
export const siteLogoUrl = (logoKey: string) => `/api/home/site-logos/${encodeURIComponent(logoKey)}`;
