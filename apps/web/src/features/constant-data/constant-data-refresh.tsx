import { useQuery } from '@tanstack/react-query';
import { hasToken } from '../../platform/sign-on';
import { portsQuery, systemCodesQuery } from './constant-data-queries';

/** Keeps system codes and ports fresh in local storage while someone is signed in (spec §4). */
export function ConstantDataRefresh() {
  const enabled = hasToken();
  useQuery({ ...systemCodesQuery, enabled });
  useQuery({ ...portsQuery, enabled });
  return null;
}
