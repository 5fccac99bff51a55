import { localTime } from '@apex/shared/format';
import { Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n/i18n';

/** "Updated": when (local time, spec §9), and by whom on hover; sorted by the server. */
export const updatedColumn = <T extends { updatedAt: string; updatedBy: string }>(
  t: TFunction<'admin'>,
): ColumnType<T> => ({
  key: 'updatedAt',
  title: i18n.t('general:columns.updatedAt'),
  sorter: true,
  render: (_, { updatedAt, updatedBy }) => (
    <Tooltip title={t('list.updatedBy', { by: updatedBy })}>{localTime(updatedAt)}</Tooltip>
  ),
});
