import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { hasToken } from '../../platform/sign-on';
import { portsQuery, systemCodesQuery } from './constant-data-queries';

/**
 * Keeps system codes and ports fresh in local storage while someone is signed in (spec §4). The
 * first load waits until the browser is idle: the port list is large, and the first page's own
 * calls go first.
 */
export function ConstantDataRefresh() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  const enabled = idle && hasToken();
  useQuery({ ...systemCodesQuery, enabled });
  useQuery({ ...portsQuery, enabled });
  return null;
}
