import type { TUser } from '@apex/shared/admin';
import { localTime } from '@apex/shared/format';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'success', locked: 'error', disabled: 'default' } as const;

/** When a lock began, and when it ends by itself (wrong passwords) or nothing (an administrator's). */
function lockText(t: TFunction<'admin'>, { lockedAt, lockedUntil }: TUser) {
  if (!lockedAt) return undefined;
  const at = localTime(lockedAt);
  return lockedUntil ? t('users.lockedUntil', { at, until: localTime(lockedUntil) }) : t('users.lockedAt', { at });
}

/** Active, locked (since when, until when, spec §6) or disabled, with the wrong passwords counted so far. */
export function UserStatus({ user }: { user: TUser }) {
  const { t } = useTranslation('admin');
  const tag = <Tag color={COLORS[user.status]}>{t(`status.${user.status}`)}</Tag>;
  const lock = lockText(t, user);
  return (
    <Space size={4}>
      {lock ? <Tooltip title={lock}>{tag}</Tooltip> : tag}
      {user.failedAttempts > 0 && (
        <Typography.Text type="secondary">{t('users.failedAttempts', { count: user.failedAttempts })}</Typography.Text>
      )}
    </Space>
  );
}
