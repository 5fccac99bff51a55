import { EnvironmentOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Layout, Spin, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicConfigQuery } from '../../app/public-config';
import { HOME_PATH } from '../../platform/paths';
import { useCurrentUser } from '../session/current-user';
import { useLogOut } from '../session/use-log-out';
import { LanguageSwitch } from './language-switch';

/** The plain header: product, signed-in user and office, language, log out (spec §2.7, in part). */
export function AppHeader() {
  const { t } = useTranslation(['shell', 'session']);
  const user = useCurrentUser();
  const title = useQuery(publicConfigQuery).data?.title;
  const { logOut, loggingOut } = useLogOut();
  const office = user.offices.find((o) => o.officeCode === user.officeCode);
  return (
    <Layout.Header style={{ borderBottom: '1px solid #e4e7ed', display: 'flex', alignItems: 'center' }}>
      <Link to={HOME_PATH} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <img src="/favicon.svg" alt="" width={26} height={26} />
        <Typography.Text strong style={{ fontSize: 16 }}>
          {title}
        </Typography.Text>
      </Link>
      <Flex align="center" gap={4} style={{ marginInlineStart: 'auto' }}>
        {office && (
          <Tooltip title={t('office')}>
            <Typography.Text type="secondary" style={{ marginInlineEnd: 12 }} data-testid="current-office">
              <EnvironmentOutlined /> {office.officeCode} · {office.name}
            </Typography.Text>
          </Tooltip>
        )}
        <Typography.Text style={{ marginInlineEnd: 8 }} data-testid="user-name">
          <UserOutlined /> {user.name}
        </Typography.Text>
        <LanguageSwitch />
        <Button type="text" icon={<LogoutOutlined />} onClick={logOut}>
          {t('logOut')}
        </Button>
      </Flex>
      <Spin fullscreen spinning={loggingOut} description={t('session:loggingOut')} />
    </Layout.Header>
  );
}
