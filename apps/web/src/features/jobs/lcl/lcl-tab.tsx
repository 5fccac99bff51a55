import { formatQuantity } from '@apex/shared/format';
import type { TLclJob } from '@apex/shared/jobs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Popconfirm, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import type { JobTabProps } from '../card/job-tab-props';
import { jobApi } from '../job-api';
import { LclAddDialog } from './lcl-add-dialog';
import { consolidationKey, consolidationQuery } from './lcl-api';
import { lclJobColumns } from './lcl-columns';

/**
 * The LCL consolidation tab (spec §4 "master jobs can have LCL sub-jobs added, removed and
 * refreshed"). Each action names the version it read; a stale one is told and the list reloaded.
 */
export function LclTab({ jobType, jobId }: JobTabProps) {
  const { t } = useTranslation(['bills', 'jobCard']);
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const data = useQuery(consolidationQuery(jobType, jobId));
  const [adding, setAdding] = useState(false);
  const routes = jobApi(jobType).bills;

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
    } catch (error) {
      void message.error(failureText(error));
    }
    // The master's job (its totals) and its B/L tab change with it.
    await queryClient.invalidateQueries({ queryKey: ['jobs', jobType, jobId] });
    await queryClient.invalidateQueries({ queryKey: consolidationKey(jobType, jobId) });
  };

  if (data.isPending) return <Spin />;
  if (data.isError) return <Alert type="error" showIcon title={failureText(data.error)} />;
  const { master, subJobs } = data.data;
  if (master.jobMode !== 'CONSOL') return <Alert type="info" showIcon title={t('lcl.notMaster')} />;
  const columns = [
    ...lclJobColumns(t, labelText),
    {
      key: 'actions',
      title: '',
      width: 80,
      render: (_: unknown, sub: TLclJob) => (
        <Popconfirm
          title={t('lcl.removeConfirm', { jobNo: sub.jobNo })}
          onConfirm={() =>
            act(
              () =>
                call(routes.removeSubJob, {
                  params: { id: jobId, subJobId: sub.id },
                  query: { version: sub.version },
                }),
              t('lcl.removed'),
            )
          }
        >
          <Button size="small" type="link" danger>
            {ta('form.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={t('lcl.title')}
      extra={
        <Space>
          <Button size="small" type="primary" onClick={() => setAdding(true)}>
            {t('lcl.add')}
          </Button>
          <Button
            size="small"
            onClick={() =>
              act(
                () => call(routes.refreshConsolidation, { params: { id: jobId }, body: { version: master.version } }),
                t('lcl.refreshed'),
              )
            }
          >
            {t('lcl.refresh')}
          </Button>
        </Space>
      }
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 8 }} title={t('lcl.masterTotals')}>
        <Descriptions.Item label={t('hbl.fields.packages')}>{master.packages ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="KGS">{formatQuantity(master.weightKg, 'weight') || '—'}</Descriptions.Item>
        <Descriptions.Item label="CBM">{formatQuantity(master.volumeCbm, 'volume') || '—'}</Descriptions.Item>
      </Descriptions>
      <Table<TLclJob> size="small" rowKey="id" pagination={false} columns={columns} dataSource={subJobs} />
      {adding && (
        <LclAddDialog
          jobType={jobType}
          jobId={jobId}
          onClose={() => setAdding(false)}
          onPick={(sub) =>
            act(
              () => call(routes.addSubJob, { params: { id: jobId }, body: { subJobId: sub.id, version: sub.version } }),
              t('lcl.added'),
            ).then(() => setAdding(false))
          }
        />
      )}
    </Card>
  );
}
