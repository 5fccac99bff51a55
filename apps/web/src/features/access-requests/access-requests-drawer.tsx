import { API } from '@apex/shared';
import type { TAccessRequest } from '@apex/shared/admin';
import { formatDateTime } from '@apex/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Segmented, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useLabel } from '../../i18n/use-label';
import { AccessRequestDecision } from './access-request-decision';

export const ACCESS_REQUESTS_KEY = ['accessRequests', 'list'] as const;
const PAGE_SIZE = 20;
const STATUS_COLOURS = { pending: 'blue', granted: 'green', declined: 'default' } as const;

/** spec §6: the requests users sent from screens they lack a permission for, open first; each decided here. */
export function AccessRequestsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('admin');
  const labelText = useLabel();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'pending' | 'all'>('pending');
  const query = { page, pageSize: PAGE_SIZE, ...(status === 'pending' ? { status } : {}) };
  const list = useQuery({
    queryKey: [...ACCESS_REQUESTS_KEY, query],
    queryFn: () => call(API.accessRequests.list, { query }),
    enabled: open,
  });
  const columns: ColumnsType<TAccessRequest> = [
    {
      title: labelText('administration:entities.user'),
      key: 'user',
      render: (_, r) => `${r.userName} (${r.account})`,
      width: 180,
    },
    { title: t('accessRequests.permission'), dataIndex: 'permissionLabel', width: 180 },
    { title: t('accessRequests.note'), dataIndex: 'note', ellipsis: true },
    {
      title: t('accessRequests.requestedAt'),
      key: 'createdAt',
      render: (_, r) => formatDateTime(new Date(r.createdAt)),
      width: 150,
    },
    {
      title: labelText('general:columns.status'),
      key: 'status',
      width: 220,
      render: (_, r) =>
        r.status === 'pending' ? (
          <AccessRequestDecision request={r} />
        ) : (
          <span>
            <Tag color={STATUS_COLOURS[r.status]}>{t(`accessRequests.statuses.${r.status}`)}</Tag>
            {r.decision} · {r.decidedBy}
          </span>
        ),
    },
  ];
  return (
    <Drawer open={open} onClose={onClose} size={1000} title={t('accessRequests.title')} destroyOnHidden>
      <Segmented<'pending' | 'all'>
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={[
          { value: 'pending', label: t('accessRequests.statuses.pending') },
          { value: 'all', label: t('roles.all') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.rows}
        loading={list.isFetching}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total, onChange: setPage }}
      />
    </Drawer>
  );
}
