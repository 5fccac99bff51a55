import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiState } from '../shell/ui-state';
import { SidebarPanel } from './sidebar-panel';

/** spec §9: the sidebar is a 250 px drawer over the page (sidebar width variable 0 px), closed at start. */
const SIDEBAR_WIDTH = 250;

/**
 * The sidebar of spec §2.7, opened and closed by the header's menu button (useUiState); loaded with
 * its first opening (sidebar-drawer.tsx), menu, favourites and drag and drop together.
 */
export function SidebarDrawerView() {
  const { t } = useTranslation('sidebar');
  const opened = useUiState((s) => s.sidebarOpened);
  const close = useUiState((s) => s.closeSidebar);
  const [query, setQuery] = useState('');
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
      <SidebarPanel query={query} onQueryChange={setQuery} />
    </Drawer>
  );
}
