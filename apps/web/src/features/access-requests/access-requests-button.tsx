import { API } from '@apex/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ACCESS_REQUESTS_KEY, AccessRequestsDrawer } from './access-requests-drawer';

const OPEN_COUNT = { page: 1, pageSize: 1, status: 'pending' } as const;

/** The users page's way to the requests (spec §6), with how many wait for a decision. */
export function AccessRequestsButton() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const waiting = useQuery({
    queryKey: [...ACCESS_REQUESTS_KEY, OPEN_COUNT],
    queryFn: () => call(API.accessRequests.list, { query: OPEN_COUNT }),
  });
  return (
    <>
      <Badge count={waiting.data?.total ?? 0} size="small">
        <Button onClick={() => setOpen(true)}>{t('accessRequests.title')}</Button>
      </Badge>
      <AccessRequestsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
