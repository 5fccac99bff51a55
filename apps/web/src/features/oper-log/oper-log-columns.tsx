import { localTime } from '@apex/shared/format';
import type { TOperLogEntry } from '@apex/shared/settings';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../kit/list/row-action';
import { actionsColumn } from '../../kit/list/row-actions';
import { useActionWords, useOperLogLabel } from './oper-log-labels';

/** Columns of the operation log; the row's detail opens in a drawer. */
export function useOperLogColumns(view: (entry: TOperLogEntry) => void): ColumnsType<TOperLogEntry> {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('admin');
  const label = useOperLogLabel();
  const words = useActionWords();
  const text = (key: 'account' | 'officeCode' | 'recordKey' | 'entity' | 'entityId' | 'ip') => ({
    key,
    dataIndex: key,
    title: label(key),
  });
  return [
    { key: 'at', title: t('operLog.fields.at'), render: (_, entry) => localTime(entry.at) },
    text('account'),
    text('officeCode'),
    { key: 'action', title: label('action'), render: (_, entry) => words(entry.action) },
    text('recordKey'),
    text('entity'),
    text('entityId'),
    text('ip'),
    actionsColumn<TOperLogEntry>(ta, (entry) => <RowAction label={ta('list.view')} onClick={() => view(entry)} />),
  ];
}
