import { API } from '@apex/shared';
import { OPER_LOG_WINDOW, type TOperLogEntry } from '@apex/shared/settings';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/use-label';
import { ListPage } from '../../kit/list/list-page';
import { useList } from '../../kit/list/use-list';
import { useOperLogColumns } from './oper-log-columns';
import { OperLogDetail } from './oper-log-detail';
import { useOperLogLabel } from './oper-log-labels';

/**
 * The date filters hold the moments the query sends: the start of the chosen local day for
 * `from`, the start of the day after for `to` (the server takes `to` as exclusive).
 */
const fromDay = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : null }),
  normalize: (day: Dayjs | null) => day?.startOf('day').format() ?? undefined,
};
const toDay = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value).subtract(1, 'day') : null }),
  normalize: (day: Dayjs | null) => day?.add(1, 'day').startOf('day').format() ?? undefined,
};

/** /sysOperLog/index: the operation log, read-only, newest first. */
export function OperLogPage() {
  const { t } = useTranslation('settings');
  const list = useList(API.operLog.list);
  const labelText = useLabel();
  const label = useOperLogLabel();
  const [shown, setShown] = useState<TOperLogEntry>();
  const columns = useOperLogColumns(setShown);
  const input = (name: 'account' | 'entity' | 'action', width: number) => (
    <Form.Item name={name}>
      <Input allowClear placeholder={label(name)} aria-label={label(name)} style={{ width }} />
    </Form.Item>
  );
  return (
    <ListPage
      title={labelText('administration:menus.operationLog')}
      list={list}
      exportRoute={API.operLog.export}
      columns={columns}
      keywordPlaceholder={`${labelText('administration:columns.recordKey')} / ${labelText('administration:columns.recordId')}`}
      totalText={(count) =>
        count >= OPER_LOG_WINDOW ? t('operLog.totalCapped', { count }) : t('operLog.total', { count })
      }
      filters={
        <>
          {input('account', 120)}
          {input('entity', 120)}
          {input('action', 160)}
          <Form.Item name="from" {...fromDay}>
            <DatePicker placeholder={t('operLog.dateFrom')} aria-label={t('operLog.dateFrom')} />
          </Form.Item>
          <Form.Item name="to" {...toDay}>
            <DatePicker placeholder={t('operLog.dateTo')} aria-label={t('operLog.dateTo')} />
          </Form.Item>
        </>
      }
    >
      {shown && <OperLogDetail entry={shown} onClose={() => setShown(undefined)} />}
    </ListPage>
  );
}
