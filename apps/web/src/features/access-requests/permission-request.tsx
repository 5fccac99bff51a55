import { API } from '@apex/shared';
import { formatDateTime } from '@apex/shared/format';
import type { TPermission } from '@apex/shared/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';

const mineKey = (permission: string) => ['accessRequests', 'mine', permission] as const;

/**
 * spec §6: where a user lacks the permission a screen needs (online tracking's view), the note
 * and an "apply for permission" button; the request goes to the administrators, and the note
 * then says where it stands.
 */
export function PermissionRequest({ permission, note }: { permission: TPermission; note: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [why, setWhy] = useState('');
  const mine = useQuery({
    queryKey: mineKey(permission),
    queryFn: () => call(API.accessRequests.mine, { query: { permission } }),
  });
  const apply = useMutation({
    mutationFn: () => call(API.accessRequests.create, { body: { permission, note: why } }),
    onSuccess: (request) => queryClient.setQueryData(mineKey(permission), request),
  });
  const request = mine.data;
  const asked = request?.status === 'pending';
  return (
    <Alert
      type={request?.status === 'declined' ? 'warning' : 'info'}
      showIcon
      title={note}
      description={
        <Space orientation="vertical" style={{ width: '100%' }}>
          {request && (
            <RequestState
              status={request.status}
              at={request.decidedAt ?? request.createdAt}
              decision={request.decision}
            />
          )}
          {!asked && !mine.isLoading && (
            <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
              <Input
                value={why}
                maxLength={500}
                onChange={(event) => setWhy(event.target.value)}
                placeholder={t('accessRequests.why')}
                aria-label={t('accessRequests.why')}
              />
              <Button type="primary" loading={apply.isPending} onClick={() => apply.mutate()}>
                {t('accessRequests.apply')}
              </Button>
            </Space.Compact>
          )}
        </Space>
      }
    />
  );
}

function RequestState({ status, at, decision }: { status: string; at: string; decision: string }) {
  const { t } = useTranslation('admin');
  const when = formatDateTime(new Date(at));
  if (status === 'pending') return <span>{t('accessRequests.pendingSince', { at: when })}</span>;
  if (status === 'granted') return <span>{t('accessRequests.grantedAt', { at: when })}</span>;
  return <span>{t('accessRequests.declinedAt', { at: when, reason: decision })}</span>;
}
