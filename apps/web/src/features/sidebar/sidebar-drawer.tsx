import { Drawer } from 'antd';
import { useUiState } from '../shell/ui-state';
import { SideMenu } from './side-menu';

/** spec §9: the sidebar is a 250 px drawer over the page (sidebar width variable 0 px), closed at start. */
export const SIDEBAR_WIDTH = 250;

export function SidebarDrawer() {
  const opened = useUiState((s) => s.sidebarOpened);
  const close = useUiState((s) => s.closeSidebar);
  return (
    <Drawer
      placement="left"
      open={opened}
      onClose={() => close()}
      size={SIDEBAR_WIDTH}
      closable={false}
      styles={{ body: { padding: 0 } }}
    >
      <SideMenu collapsed={false} />
    </Drawer>
  );
}
