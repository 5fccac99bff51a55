import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { failureText } from '../../../api/client';

interface JobRecordsCardProps<T> {
  /** The tab's `useJobRecords`. */
  of: { loaded: UseQueryResult<unknown>; records: T[] | undefined; edit: () => void };
  title?: ReactNode;
  /** The "new" button's text; it waits for the part, whose job no. the dialog shows. */
  newLabel: string;
  /** Whether the user may add records: without it there is no "new" button. */
  mayCreate?: boolean;
  /** What the part says above its records (the customs dates, the release). */
  facts?: ReactNode;
  columns: ColumnsType<T>;
  emptyText: string;
  expandable?: TableProps<T>['expandable'];
  /** The tab's dialogs. */
  children?: ReactNode;
}

/**
 * A job card tab listing the records of one of the job's parts: a small card with its "new"
 * button, and all the records in one bordered table (a job has a few, never a page of them).
 */
export function JobRecordsCard<T extends { id: number }>({
  of: { loaded, records, edit },
  title,
  newLabel,
  mayCreate = true,
  facts,
  columns,
  emptyText,
  expandable,
  children,
}: JobRecordsCardProps<T>) {
  if (loaded.isError) return <Alert type="error" showIcon title={failureText(loaded.error)} />;
  return (
    <Card
      size="small"
      title={title}
      extra={
        mayCreate && (
          <Button size="small" type="primary" disabled={!loaded.data} onClick={() => edit()}>
            {newLabel}
          </Button>
        )
      }
    >
      {facts}
      <Table<T>
        size="small"
        rowKey="id"
        bordered
        loading={loaded.isPending}
        pagination={false}
        columns={columns}
        dataSource={records}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        expandable={expandable}
      />
      {children}
    </Card>
  );
}
