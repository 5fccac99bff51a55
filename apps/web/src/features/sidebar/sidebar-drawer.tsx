import { Drawer, Spin } from 'antd';
import { memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../platform/lazy-named';
import { useInitialFavourites } from '../favourites/use-initial-favourites';
import { useUiState } from '../shell/ui-state';

/** spec §9: the sidebar is a 250 px drawer over the page (sidebar width variable 0 px), closed at start. */
const SIDEBAR_WIDTH = 250;

// The menu, favourites and their drag and drop load with the first opening, not with the first page.
// (The drawer's code stays in the first page, so it opens on the first click.)
const SidebarPanel = lazyNamed(() => import('./sidebar-panel'), 'SidebarPanel');

/**
 * The sidebar of spec §2.7, opened and closed by the header's menu button (useUiState). Memoised, so
 * a tab switch does not render the drawer again.
 */
export const SidebarDrawer = memo(function SidebarDrawer() {
  const { t } = useTranslation('sidebar');
  const opened = useUiState((s) => s.sidebarOpened);
  const close = useUiState((s) => s.closeSidebar);
  const [query, setQuery] = useState('');
  // A closed drawer still renders its portal and motion (~25 ms of the first page): it is mounted at
  // its first opening, then kept, so it closes with its animation and keeps the menu search.
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  useInitialFavourites();
  if (!mounted) return null;
  return (
    <Drawer
      placement="left"
      open={opened}
      onClose={() => close()}
      // spec §2.7: closing the sidebar resets the menu search.
      afterOpenChange={(isOpen) => !isOpen && setQuery('')}
      size={SIDEBAR_WIDTH}
      closable={false}
      aria-label={t('label')}
      styles={{ body: { padding: 0, background: '#f9f9f9' } }}
    >
      <Suspense fallback={<Spin style={{ display: 'block', marginTop: 48 }} />}>
        <SidebarPanel query={query} onQueryChange={setQuery} />
      </Suspense>
    </Drawer>
  );
});
