import { localTime } from '@apex/shared/format';
import type { TOperLogEntry } from '@apex/shared/settings';
import { Descriptions, Drawer, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitDetail } from './oper-log-changes';
import { useActionWords, useOperLogLabel } from './oper-log-labels';

const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** One operation: who, when, from where, and what it changed (field, before, after) or carried. */
export function OperLogDetail({ entry, onClose }: { entry: TOperLogEntry; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('admin');
  const label = useOperLogLabel();
  const words = useActionWords();
  const { changes, rest } = splitDetail(entry.detail);
  const fields = ['account', 'officeCode', 'recordKey', 'entity', 'entityId', 'ip', 'requestId', 'userAgent'] as const;
  return (
    <Drawer open size={640} title={t('operLog.detailTitle', { action: words(entry.action) })} onClose={onClose}>
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { width: 120, whiteSpace: 'nowrap' } }}
        items={[
          { key: 'at', label: t('operLog.fields.at'), children: localTime(entry.at) },
          { key: 'action', label: label('action'), children: entry.action },
          ...fields.map((key) => ({ key, label: label(key), children: entry[key] })),
        ]}
      />
      {changes.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('operLog.changes')}
          </Typography.Title>
          <Table
            rowKey="field"
            size="small"
            pagination={false}
            dataSource={changes}
            columns={[
              { key: 'field', dataIndex: 'field', title: ta('form.field') },
              { key: 'before', title: t('operLog.before'), render: (_, c) => <code>{json(c.before)}</code> },
              { key: 'after', title: t('operLog.after'), render: (_, c) => <code>{json(c.after)}</code> },
            ]}
          />
        </>
      )}
      {rest !== undefined && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('operLog.data')}
          </Typography.Title>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{json(rest)}</pre>
        </>
      )}
      {changes.length === 0 && rest === undefined && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operLog.noDetail')} />
      )}
    </Drawer>
  );
}
