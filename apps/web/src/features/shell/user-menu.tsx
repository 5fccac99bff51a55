import { DownOutlined, HomeOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Spin, Switch } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyNamed } from '../../platform/lazy-named';
import { CHANGE_PASSWORD_PATH, HOME_PATH } from '../../platform/paths';
import { useCurrentUser } from '../session/current-user';
import { useLogOut } from '../session/use-log-out';
import { useUiState } from './ui-state';

// Its own chunk: most sessions never change office.
const ChangeOfficeDialog = lazyNamed(() => import('../change-office/change-office-dialog'), 'ChangeOfficeDialog');

/** spec §2.7 user menu: Home, Change System&Office, Change Password, Log Out; and the breadcrumb setting. */
export function UserMenu() {
  const { t } = useTranslation(['shell', 'session', 'routes', 'changeOffice']);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { logOut, loggingOut } = useLogOut();
  const showBreadcrumb = useUiState((s) => s.showBreadcrumb);
  const setShowBreadcrumb = useUiState((s) => s.setShowBreadcrumb);
  const [changingOffice, setChangingOffice] = useState(false);

  const items: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined />, label: t('routes:home'), onClick: () => navigate(HOME_PATH) },
    { key: 'office', icon: <SwapOutlined />, label: t('changeOffice:title'), onClick: () => setChangingOffice(true) },
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: t('routes:changePassword'),
      onClick: () => navigate(CHANGE_PASSWORD_PATH),
    },
    { type: 'divider' },
    {
      // spec §3 showBreadcrumb: a setting of the user's, kept in this browser.
      key: 'breadcrumb',
      label: t('showBreadcrumb'),
      extra: <Switch size="small" checked={showBreadcrumb} aria-label={t('showBreadcrumb')} />,
      onClick: () => setShowBreadcrumb(!showBreadcrumb),
    },
    { type: 'divider' },
    { key: 'logOut', icon: <LogoutOutlined />, label: t('logOut'), onClick: () => void logOut() },
  ];
  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" data-testid="user-name" aria-label={t('userMenu', { name: user.name })}>
          <UserOutlined /> {user.name} <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {changingOffice && (
        <Suspense fallback={null}>
          <ChangeOfficeDialog open onClose={() => setChangingOffice(false)} />
        </Suspense>
      )}
      {/* Rendered only while it shows: an idle full-screen Spin still renders its portal. */}
      {loggingOut && <Spin fullscreen description={t('session:loggingOut')} />}
    </>
  );
}
