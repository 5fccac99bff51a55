import { EnvironmentOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicConfigQuery } from '../../app/public-config';
import { HOME_PATH } from '../../platform/paths';
import { NotificationBell } from '../notifications/notification-bell';
import { HeaderSearch } from '../search/header-search';
import { useCurrentUser } from '../session/current-user';
import { AppBreadcrumb } from './app-breadcrumb';
import styles from './app-frame.module.css';
import { FullscreenToggle } from './fullscreen-toggle';
import { LanguageSwitch } from './language-switch';
import { useUiState } from './ui-state';
import { UserMenu } from './user-menu';

/**
 * spec §2.7 Header: the sidebar's toggle, product, breadcrumb, menu search, full screen, language,
 * user menu; and the notification bell (issue 20). Memoised: a tab switch re-renders the frame, and only the breadcrumb here follows it.
 */
export const AppHeader = memo(function AppHeader() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const title = useQuery(publicConfigQuery).data?.title;
  const sidebarOpened = useUiState((s) => s.sidebarOpened);
  const toggleSidebar = useUiState((s) => s.toggleSidebar);
  const office = user.offices.find((o) => o.officeCode === user.officeCode);
  return (
    <header className={styles.header}>
      <Button
        type="text"
        aria-label={t('toggleSidebar')}
        aria-expanded={sidebarOpened}
        icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
      />
      <Link to={HOME_PATH} style={{ display: 'flex', alignItems: 'center', gap: 8, flex: 'none' }}>
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <strong style={{ fontSize: 15, color: 'rgba(0, 0, 0, 0.88)' }}>{title}</strong>
      </Link>
      <AppBreadcrumb />
      <div className={styles.headerEnd}>
        <HeaderSearch />
        <FullscreenToggle />
        <LanguageSwitch />
        <NotificationBell />
        {office && (
          <Tooltip title={t('office')}>
            <span style={{ marginInline: 8, color: 'rgba(0, 0, 0, 0.45)' }} data-testid="current-office">
              <EnvironmentOutlined /> {office.officeCode} · {office.name}
            </span>
          </Tooltip>
        )}
        <UserMenu />
      </div>
    </header>
  );
});
