import { Spin } from 'antd';
import { type ContextType, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import {
  type Location,
  Navigate,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { NOT_FOUND_PATH } from '../../platform/paths';
import { useAppRoutes } from '../routes/use-app-routes';
import { isKeptAlive } from './keep-alive';
import styles from './kept-views.module.css';
import { pageShown } from './page-shown';
import { useTabsStore } from './tabs-store';

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

/** A page kept alive: what it rendered, and the location it reads while hidden. */
interface KeptView {
  element: ReactNode;
  context: LocationContextValue;
  location: Location;
}

/** The same address: a page shown again there keeps its location, so nothing in it renders again. */
const sameAddress = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

const pageFallback = <Spin style={{ display: 'block', marginTop: 80 }} />;

/**
 * spec §2.7 Main area: visited pages stay mounted with their state, hidden by CSS (see
 * kept-views.module.css and docs/decisions.md: React's <Activity> re-ran every effect on showing),
 * at most 50 (the tab store drops the least recently used), keyed by path; a refresh changes the
 * key's generation and so builds the page anew. A hidden page keeps reading the location it was
 * shown at, so its list filters do not follow another tab's query string. A path the user's routes
 * do not hold goes to /404.
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
  const shown = views.get(current);
  if (keepCurrent && !(shown && sameAddress(shown.location, location))) {
    const next = new Map([...views].filter(([path]) => path === current || kept.includes(path)));
    // A page met again keeps its element, so showing it re-renders only what reads the location.
    next.set(current, { element: shown?.element ?? outlet, context: { location, navigationType }, location });
    setViews(next);
  }

  // After the shown page's own layout effects: it is listening now.
  useLayoutEffect(() => pageShown(current), [current]);

  return (
    <>
      {[...views]
        .filter(([path]) => (path === current && keepCurrent) || kept.includes(path))
        .map(([path, view]) => (
          <div
            key={`${path}#${generations[path] ?? 0}`}
            className={path === current ? styles.page : styles.hidden}
            aria-hidden={path !== current}
          >
            <UNSAFE_LocationContext.Provider value={view.context}>
              <Suspense fallback={pageFallback}>{view.element}</Suspense>
            </UNSAFE_LocationContext.Provider>
          </div>
        ))}
      {/* A path no route holds, or a route the user's menu does not grant (any longer: the router only adds routes). */}
      {!found && <Navigate to={NOT_FOUND_PATH} replace />}
      {found && !keepCurrent && <Suspense fallback={pageFallback}>{outlet}</Suspense>}
    </>
  );
}
