import type { TUser } from '@apex/shared/admin';
import { localTime } from '@apex/shared/format';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'success', locked: 'error', disabled: 'default' } as const;

/** Active, locked (since when, spec §6) or disabled, with the wrong passwords counted so far. */
export function UserStatus({ user }: { user: TUser }) {
  const { t } = useTranslation('admin');
  const tag = <Tag color={COLORS[user.status]}>{t(`users.status.${user.status}`)}</Tag>;
  return (
    <Space size={4}>
      {user.lockedAt ? <Tooltip title={t('users.lockedAt', { at: localTime(user.lockedAt) })}>{tag}</Tooltip> : tag}
      {user.failedAttempts > 0 && (
        <Typography.Text type="secondary">{t('users.failedAttempts', { count: user.failedAttempts })}</Typography.Text>
      )}
    </Space>
  );
}
