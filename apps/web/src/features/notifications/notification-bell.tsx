import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withScreenAssets } from '../../app/screen-assets';
import { lazyNamed } from '../../platform/lazy-named';
import { unreadCountQuery } from './unread-count-query';

// Its own chunk with the screens' texts: the signed-in home page carries only the bell.
const NotificationDrawer = lazyNamed(() => withScreenAssets(import('./notification-drawer')), 'NotificationDrawer');

/** The header's bell (issue 20): the unread count, and the notification drawer on a click. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const unread = useQuery(unreadCountQuery);
  const [open, setOpen] = useState(false);
  const count = unread.data?.count ?? 0;
  return (
    <>
      <Tooltip title={t('notifications')}>
        <Button
          type="text"
          data-testid="notification-bell"
          aria-label={t('notificationsUnread', { count })}
          onClick={() => {
            setOpen(true);
            void unread.refetch();
          }}
          icon={
            <Badge count={count} size="small" overflowCount={99}>
              <BellOutlined style={{ fontSize: 16 }} />
            </Badge>
          }
        />
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <NotificationDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
