import { API } from '@apex/shared';
import { localTime } from '@apex/shared/format';
import type { TNotification } from '@apex/shared/notifications';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Drawer, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/client';
import { routeQueryKey } from '../../kit/list/route-query-key';

const PAGE_SIZE = 20;

/** The signed-in user's notifications, newest first; a click opens its link and marks it read. */
export function NotificationDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['notifications', 'shell']);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = { page, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: routeQueryKey(API.notifications.list, query),
    queryFn: () => call(API.notifications.list, { query }),
  });
  const open = async (notification: TNotification) => {
    if (!notification.readAt) await call(API.notifications.markRead, { params: { id: notification.id } });
    onClose();
    if (notification.link) void navigate(notification.link);
  };
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('shell:notifications')}
      size={420}
      extra={
        <Button size="small" onClick={() => void call(API.notifications.markAllRead)}>
          {t('markAllRead')}
        </Button>
      }
    >
      <List
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: t('empty') }}
        pagination={
          (list.data?.total ?? 0) > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: list.data?.total, onChange: setPage, size: 'small' }
            : false
        }
        renderItem={(n) => (
          <List.Item
            data-testid="notification"
            style={{ cursor: 'pointer' }}
            onClick={() => void open(n)}
            extra={<Typography.Text type="secondary">{localTime(n.createdAt)}</Typography.Text>}
          >
            <Badge status={n.readAt ? 'default' : 'processing'} />
            <Typography.Text strong={!n.readAt} style={{ marginInlineStart: 8 }}>
              {t(`titles.${n.titleKey}`, n.params)}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
