import { Layout, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../session/current-user';
import { NoMenuAlert } from '../session/no-menu-alert';
import { SideMenu } from '../sidebar/side-menu';
import { AppHeader } from './app-header';

/**
 * The plain frame around every signed-in screen: header, sidebar menu and the page. Tabs, search,
 * favourites and breadcrumbs of spec §2.7 come with the full shell.
 */
export function AppFrame() {
  const user = useCurrentUser();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout style={{ height: '100vh' }}>
      <AppHeader />
      <Layout>
        <Layout.Sider
          width={232}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          theme="light"
          style={{ borderInlineEnd: '1px solid #e4e7ed' }}
        >
          {/* The menu scrolls on its own, above the collapse trigger. */}
          <div style={{ height: '100%', overflowY: 'auto' }}>
            <SideMenu collapsed={collapsed} />
          </div>
        </Layout.Sider>
        <Layout.Content style={{ overflow: 'auto', padding: 16 }}>
          <Suspense fallback={<Spin style={{ display: 'block', marginTop: 80 }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      <NoMenuAlert menuEmpty={user.menulist.length === 0 && !user.passwordChangeReason} />
    </Layout>
  );
}
