import { useLocation } from 'react-router';
import { EmbeddedFrames } from '../frames/embedded-frames';
import { useAppRoutes } from '../routes/use-app-routes';
import { useCurrentUser } from '../session/current-user';
import { NoMenuAlert } from '../session/no-menu-alert';
import { SidebarDrawer } from '../sidebar/sidebar-drawer';
import { KeptViews } from '../tabs/kept-views';
import { TabStrip } from '../tabs/tab-strip';
import { useTabTracking } from '../tabs/use-tab-tracking';
import { useTextOverrides } from '../text-overrides/use-text-overrides';
import styles from './app-frame.module.css';
import { AppHeader } from './app-header';
import { useRouteWindowTitle } from './use-page-title';

/**
 * The frame around every signed-in screen (spec §2.7): header, tab strip, and the page area using
 * the whole width (spec §9: sidebar width 0 px), the sidebar a drawer over it. Kept-alive pages
 * and embedded frames share the page area.
 */
export function AppFrame() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { match } = useAppRoutes();
  useTabTracking();
  useRouteWindowTitle();
  useTextOverrides();
  const menuEmpty = user.menulist.length === 0 && !user.passwordChangeReason;
  return (
    <div className={styles.frame}>
      <AppHeader />
      <TabStrip />
      <main className={styles.content}>
        <div className={styles.pages}>
          <KeptViews />
        </div>
        <EmbeddedFrames />
      </main>
      <SidebarDrawer />
      <NoMenuAlert menuEmpty={menuEmpty && !match(pathname)?.route.withoutMenuCheck} />
    </div>
  );
}
