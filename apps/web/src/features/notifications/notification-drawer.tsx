import { ClockCircleOutlined, KeyOutlined } from '@ant-design/icons';
import { API } from '@apex/shared';
import { localTime } from '@apex/shared/format';
import type { TLabelKey } from '@apex/shared/i18n';
import type { TNotification, TNotificationKind } from '@apex/shared/notifications';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Drawer, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/client';
import { useLabel } from '../../i18n/use-label';
import { routeQueryKey } from '../../kit/list/route-query-key';

const PAGE_SIZE = 20;

const KIND_ICONS: Record<TNotificationKind, typeof KeyOutlined> = {
  ETA_SLIP: ClockCircleOutlined,
  ACCESS_REQUEST: KeyOutlined,
};

/** The signed-in user's notifications, newest first; a click opens its link and marks it read. */
export function NotificationDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['notifications', 'shell']);
  const label = useLabel();
  // A parameter named …Label is a key of the label catalogue: the reader's language, not the writer's.
  const title = (n: TNotification) =>
    t(
      `titles.${n.titleKey}`,
      Object.fromEntries(
        Object.entries(n.params).map(([name, value]) => [
          name,
          name.endsWith('Label') ? label(String(value) as TLabelKey) : value,
        ]),
      ),
    );
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
        renderItem={(n) => {
          const Icon = KIND_ICONS[n.kind];
          return (
            <List.Item
              data-testid="notification"
              style={{ cursor: 'pointer' }}
              onClick={() => void open(n)}
              extra={<Typography.Text type="secondary">{localTime(n.createdAt)}</Typography.Text>}
            >
              <Badge status={n.readAt ? 'default' : 'processing'} />
              <Icon style={{ marginInlineStart: 8 }} />
              <Typography.Text strong={!n.readAt} style={{ marginInlineStart: 8 }}>
                {title(n)}
              </Typography.Text>
            </List.Item>
          );
        }}
      />
    </Drawer>
  );
}
