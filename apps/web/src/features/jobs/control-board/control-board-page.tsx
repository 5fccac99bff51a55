import { API } from '@apex/shared';
import type { TControlBoardRow } from '@apex/shared/movement';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { ListQueryForm } from '../../../kit/list/list-query-form';
import { ListTable } from '../../../kit/list/list-table';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { useList } from '../../../kit/list/use-list';
import { jobDetailPath } from '../card/job-card-paths';
import { boardColumns } from './board-columns';
import { StageBar } from './stage-bar';

/**
 * The import control board (/OceanImport/X_ControlOcean): the office's import jobs by stage, from
 * the arrival notice to the delivery, counted at a glance; a stage's jobs listed with their
 * containers' last free dates and the days left, the most urgent first and red once past.
 */
export function ControlBoardPage() {
  const { t } = useTranslation('desks');
  const labelText = useLabel();
  const navigate = useNavigate();
  const list = useList(API.controlBoard.jobs, { isStopError: true });
  // The stage bar counts what the lists show: the same filters, and reloaded with them. Its path is
  // the list's parent, so a write that makes the list stale makes the counts stale too.
  const filters = { jobNo: list.state.jobNo };
  const counts = useQuery({
    queryKey: routeQueryKey(API.controlBoard.counts, filters),
    queryFn: () => call(API.controlBoard.counts, { query: filters }, { isStopError: true }),
    placeholderData: keepPreviousData,
  });
  // Query with the filters unchanged reads the board again, counts and list alike.
  const refresh = (next: Record<string, unknown>) => {
    if (next.jobNo !== list.state.jobNo) return;
    void counts.refetch();
    void list.reload();
  };
  const today = dayjs().format('YYYY-MM-DD');
  const columns = boardColumns(
    {
      labelText,
      reached: t('board.reached'),
      freeTime: t('board.freeTime'),
      containers: t('board.containers'),
    },
    today,
  );
  const stage = list.state.stage;
  return (
    <Card title={labelText('jobs:menus.importControlBoard')}>
      {counts.isError && <Alert type="error" showIcon title={failureText(counts.error)} />}
      <StageBar counts={counts.data} stage={stage} onChoose={(next) => list.update({ stage: next, page: 1 })} />
      <ListQueryForm list={list} size="small" onQueried={refresh}>
        <Form.Item name="jobNo">
          <Input allowClear placeholder={labelText('jobs:columns.jobNo')} style={{ width: 170 }} />
        </Form.Item>
      </ListQueryForm>
      {list.error && <Alert type="error" showIcon title={failureText(list.error)} />}
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
        {stage === 'DELIVERED'
          ? t('board.deliveredHint', { date: counts.data?.deliveredSince ?? '' })
          : t('board.urgencyHint')}
      </Typography.Paragraph>
      <ListTable<TControlBoardRow>
        list={list}
        columns={columns}
        rowKey="jobId"
        size="small"
        bordered
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ onDoubleClick: () => navigate(jobDetailPath('OI', row.jobId)) })}
      />
    </Card>
  );
}
