import type { RouteDef } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { useRecordAction } from './use-record-action';

/** A DELETE of one record that names the version it was listed at (`/sys/offices/:id?version=`). */
type DeleteRoute = RouteDef & { method: 'DELETE'; path: `${string}/:id` };

/** Deletes a listed record; the server's refusal (in use, changed meanwhile) is shown in its words. */
export function useDeleteRecord(route: DeleteRoute) {
  const { t } = useTranslation('admin');
  const act = useRecordAction(route.tag);
  return ({ id, version }: { id: number; version: number }) =>
    act(() => request(route, { params: { id }, query: { version } }, { isStopError: true }), t('list.deleted'));
}
