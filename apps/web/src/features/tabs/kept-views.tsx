import { Spin } from 'antd';
import { Activity, type ContextType, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { type Location, UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router';
import { useAppRoutes } from '../routes/use-app-routes';
import { isKeptAlive } from './keep-alive';
import { pageShown } from './page-shown';
import { useTabsStore } from './tabs-store';

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

/** A page kept alive: what it rendered, and the location it reads while hidden. */
interface KeptView {
  element: ReactNode;
  context: LocationContextValue;
  location: Location;
}

const pageFallback = <Spin style={{ display: 'block', marginTop: 80 }} />;

/**
 * spec §2.7 Main area: visited pages stay mounted with their state, hidden by React's <Activity>,
 * at most 50 (the tab store drops the least recently used), keyed by path; a refresh changes the
 * key's generation and so builds the page anew. A hidden page keeps reading the location it was
 * shown at, so its list filters do not follow another tab's query string.
 */
export function KeptViews() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { match } = useAppRoutes();
  const kept = useTabsStore((s) => s.kept);
  const generations = useTabsStore((s) => s.generations);
  const [views, setViews] = useState<ReadonlyMap<string, KeptView>>(new Map());

  const current = location.pathname;
  const found = match(current);
  const keepCurrent = found !== undefined && isKeptAlive(found.route);

  // The shown page is remembered as it is rendered (React's "state from the previous render"
  // pattern), together with dropping the pages no longer kept.
  if (keepCurrent && views.get(current)?.location !== location) {
    const next = new Map([...views].filter(([path]) => path === current || kept.includes(path)));
    next.set(current, { element: outlet, context: { location, navigationType }, location });
    setViews(next);
  }

  // After the shown page's own layout effects: it is listening now.
  useLayoutEffect(() => pageShown(current), [current]);

  return (
    <>
      {[...views]
        .filter(([path]) => (path === current && keepCurrent) || kept.includes(path))
        .map(([path, view]) => (
          <Activity key={`${path}#${generations[path] ?? 0}`} mode={path === current ? 'visible' : 'hidden'}>
            <UNSAFE_LocationContext.Provider value={view.context}>
              <Suspense fallback={pageFallback}>{path === current ? outlet : view.element}</Suspense>
            </UNSAFE_LocationContext.Provider>
          </Activity>
        ))}
      {!keepCurrent && <Suspense fallback={pageFallback}>{outlet}</Suspense>}
    </>
  );
}
