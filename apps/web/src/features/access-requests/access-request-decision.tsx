import { API } from '@apex/shared';
import type { TAccessRequest } from '@apex/shared/admin';
import type { TLocale } from '@apex/shared/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popover, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { localName } from '../../kit/local-name';
import { ACCESS_REQUESTS_KEY } from './access-requests-drawer';

/**
 * Grant by one of the roles holding the permission (users hold roles, not single permissions), or
 * decline with a reason the requester then reads on their screen.
 */
export function AccessRequestDecision({ request }: { request: TAccessRequest }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const queryClient = useQueryClient();
  const [roleCode, setRoleCode] = useState(request.grantableRoles[0]?.roleCode);
  const [reason, setReason] = useState('');
  const { id, version } = request;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCESS_REQUESTS_KEY });
  const grant = useMutation({
    mutationFn: () => call(API.accessRequests.grant, { params: { id }, body: { version, roleCode: roleCode ?? '' } }),
    onSuccess: refresh,
  });
  const decline = useMutation({
    mutationFn: () => call(API.accessRequests.decline, { params: { id }, body: { version, reason } }),
    onSuccess: refresh,
  });
  return (
    <Space size={4} wrap>
      <Select
        size="small"
        style={{ width: 170 }}
        value={roleCode}
        onChange={setRoleCode}
        aria-label={t('accessRequests.role')}
        placeholder={t('accessRequests.noRole')}
        options={request.grantableRoles.map((role) => ({ value: role.roleCode, label: localName(role, locale) }))}
      />
      <Button size="small" type="primary" disabled={!roleCode} loading={grant.isPending} onClick={() => grant.mutate()}>
        {t('accessRequests.grant')}
      </Button>
      <Popover
        trigger="click"
        content={
          <Space.Compact>
            <Input
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t('accessRequests.reason')}
              aria-label={t('accessRequests.reason')}
            />
            <Button danger disabled={!reason.trim()} loading={decline.isPending} onClick={() => decline.mutate()}>
              {t('accessRequests.decline')}
            </Button>
          </Space.Compact>
        }
      >
        <Button size="small">{t('accessRequests.decline')}</Button>
      </Popover>
    </Space>
  );
}
