import type { TImportRowError } from '@apex/shared/files';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** The server's reasons an import was refused, one line per problem, by sheet row. */
export function ImportErrors({ errors }: { errors: TImportRowError[] }) {
  const { t } = useTranslation('uploads');
  return (
    <>
      <Alert type="error" showIcon message={t('import.rejected', { count: errors.length })} />
      <Table<TImportRowError>
        size="small"
        rowKey={(e) => `${e.row}:${e.field}:${e.message}`}
        dataSource={errors}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { key: 'row', title: t('import.row'), dataIndex: 'row', width: 70 },
          { key: 'column', title: t('import.column'), dataIndex: 'column', width: 180 },
          { key: 'message', title: t('import.problem'), dataIndex: 'message' },
        ]}
      />
    </>
  );
}
