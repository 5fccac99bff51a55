import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../platform/lazy-named';
import { useInitialFavourites } from '../favourites/use-initial-favourites';
import { useUiState } from '../shell/ui-state';

// The drawer, menu, favourites and their drag and drop load with the first opening, not with the
// first page (spec §3: the sidebar starts closed).
const SidebarDrawerView = lazyNamed(() => import('./sidebar-drawer-view'), 'SidebarDrawerView');

/** The sidebar of spec §2.7; the favourites it holds are read at start for their tabs. */
export function SidebarDrawer() {
  const opened = useUiState((s) => s.sidebarOpened);
  const [everOpened, setEverOpened] = useState(opened);
  useEffect(() => {
    if (opened) setEverOpened(true);
  }, [opened]);
  useInitialFavourites();
  if (!everOpened && !opened) return null;
  return (
    <Suspense fallback={null}>
      <SidebarDrawerView />
    </Suspense>
  );
}
