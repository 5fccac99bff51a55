import { Divider, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** The links of a table row, separated by bars. */
function RowActions({ children }: { children: ReactNode }) {
  return (
    <Space size={0} separator={<Divider orientation="vertical" />}>
      {children}
    </Space>
  );
}

/** The last column of a list: the row's actions, kept in view when the list scrolls sideways. */
export const actionsColumn = <T,>(t: TFunction<'admin'>, render: (row: T) => ReactNode): ColumnType<T> => ({
  key: 'actions',
  title: t('list.actions'),
  fixed: 'right',
  render: (_, row) => <RowActions>{render(row)}</RowActions>,
});
