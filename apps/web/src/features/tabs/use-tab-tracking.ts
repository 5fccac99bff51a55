import { useEffectEvent, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useFramesStore } from '../frames/frames-store';
import { useEmbeddedAddress } from '../frames/use-embedded-address';
import { useAppRoutes } from '../routes/use-app-routes';
import { useUiState } from '../shell/ui-state';
import { isKeptAlive } from './keep-alive';
import { routeTab } from './route-tab';
import { useTabsStore } from './tabs-store';

/**
 * Keeps the tab strip in step with the pages shown: the tabs of affixed and favourite routes at
 * start (spec §2.7), then a tab for every page visited, its page kept alive and, for embedded
 * pages, its frame loaded (spec §4).
 */
export function useTabTracking() {
  const location = useLocation();
  const { flat, match } = useAppRoutes();
  const address = useEmbeddedAddress();

  const openStartTabs = useEffectEvent(() => {
    const affixed = flat.filter((r) => r.meta.affix && !r.path.includes(':')).map((r) => r.path);
    const liked = useUiState.getState().likedRoutes.map((f) => f.path);
    const tabs = [...affixed, ...liked].flatMap((path) => {
      const found = match(path);
      return found && !found.route.utility ? [routeTab(found, path)] : [];
    });
    useTabsStore.getState().open(tabs);
  });
  // Layout effects: the tab exists before the page's own effects run (it may set a dynamic title).
  useLayoutEffect(() => openStartTabs(), []);

  useLayoutEffect(() => {
    const found = match(location.pathname);
    if (!found || found.route.utility) return;
    const { route } = found;
    const fullPath = `${location.pathname}${location.search}`;
    useTabsStore.getState().visit(routeTab(found, fullPath), isKeptAlive(route));
    const url = route.kind === 'embedded' ? address(route) : undefined;
    if (url) useFramesStore.getState().visit({ path: location.pathname, url, affix: !!route.meta.affix });
  }, [location, match, address]);
}
