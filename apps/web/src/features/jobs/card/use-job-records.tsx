import type { RouteData, RouteDef } from '@apex/shared';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallInput, call } from '../../../api/client';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';

/** A record of a job's part, deleted at the version it was read at. */
interface PartRecord {
  id: number;
  version: number;
}

/** A part's routes: its read by the job's id, and the delete of one record (`…/jobs/:id/customs/:entrustmentId`). */
interface PartRoutes<K extends string> {
  get: RouteDef & { method: 'GET'; path: `${string}/:id/${string}` };
  remove: RouteDef & { method: 'DELETE'; path: `${string}/:id/${string}/:${K}` };
}

interface DeleteAction {
  /** The question, naming the record. */
  question: string;
  /** What the toast says once it is gone. */
  deleted: string;
  /** What else the delete changed and this tab shows (the charges' cost line, the rail's moves). */
  onDeleted?: () => void;
}

/**
 * The records a job keeps in one of its parts (customs entrustments, rail entrusts, other
 * services, warehouse entries), for its tab on the job card: the part as read, the record open in
 * the new/edit dialog, and the row actions Edit and a confirmed Delete. It lives by the job card,
 * not in the kit, because the part is read and its records deleted under the job's id. The part is
 * read again after a write by the API client (`isStaleAfter`), not here.
 */
export function useJobRecords<K extends string, R extends PartRoutes<K>['get'], T extends PartRecord>(
  routes: { get: R; remove: PartRoutes<NoInfer<K>>['remove'] },
  jobId: number,
  /** The delete route's param naming the record (`entrustmentId`). */
  recordParam: K,
  recordsOf: (part: RouteData<R>) => T[],
) {
  const { t: ta } = useTranslation('admin');
  const { message } = App.useApp();
  const loaded = useQuery({
    queryKey: routeQueryKey(routes.get, { id: jobId }),
    queryFn: () => call(routes.get, { params: { id: jobId } } as CallInput<R>, { isStopError: true }),
  });
  /** The new/edit dialog: open with no record for a new one. */
  const [editing, setEditing] = useState<{ record?: T }>();
  const part = loaded.data;
  const remove = (record: T, { deleted, onDeleted }: DeleteAction) =>
    call(routes.remove, {
      params: { id: jobId, [recordParam]: record.id },
      query: { version: record.version },
    }).then(() => {
      onDeleted?.();
      return message.success(deleted);
    });
  return {
    loaded,
    part,
    records: part ? recordsOf(part) : undefined,
    editing,
    edit: (record?: T) => setEditing({ record }),
    close: () => setEditing(undefined),
    actionsColumn: (render: (record: T) => ReactNode) => actionsColumn<T>(ta, render),
    editAction: (record: T) => <RowAction label={ta('list.edit')} onClick={() => setEditing({ record })} />,
    deleteAction: (record: T, action: DeleteAction) => (
      <ConfirmedRowAction
        danger
        label={ta('list.delete')}
        question={action.question}
        onConfirm={() => remove(record, action)}
      />
    ),
  };
}
