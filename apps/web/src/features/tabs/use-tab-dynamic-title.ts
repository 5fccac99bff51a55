import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabsStore } from './tabs-store';

/** A page names itself in its tab after the route title (spec §2.7 dynamicTitle): a job number, say. */
export function useTabDynamicTitle(dynamicTitle: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    useTabsStore.getState().setDynamicTitle(pathname, dynamicTitle);
  }, [pathname, dynamicTitle]);
}
