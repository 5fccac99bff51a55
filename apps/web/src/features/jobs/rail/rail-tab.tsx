import { JOB_TYPE_TABLE } from '@apex/shared/jobs';
import { CONTAINER_BELONGS, type TRailEntrust } from '@apex/shared/movement';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { useHasPermission } from '../../session/permitted';
import type { JobTabProps } from '../card/job-tab-props';
import { EntrustmentStatusTag } from '../entrustment/entrustment-status';
import { jobApi } from '../job-api';
import { RailEntrustDetail } from './rail-entrust-detail';
import { RailEntrustDialog } from './rail-entrust-dialog';
import { RAIL_FIELDS, type RailField } from './rail-fields';

type Dialog = { entrust?: TRailEntrust };

/**
 * The job card's train tab (spec §2.8, §3 Rail entrust): the job's entrusts to railways; a row
 * opens on its containers, its entrustment status moves and their history.
 */
export function RailTab({ jobType, jobId }: JobTabProps) {
  const { t } = useTranslation('jobRail');
  const { t: ta } = useTranslation('admin');
  const label = useLabel();
  const { message } = App.useApp();
  const mayEdit = useHasPermission(JOB_TYPE_TABLE[jobType].edit);
  const routes = jobApi(jobType).rail;
  const loaded = useQuery({
    queryKey: routeQueryKey(routes.get, { id: jobId }),
    queryFn: () => call(routes.get, { params: { id: jobId } }, { isStopError: true }),
  });
  const [dialog, setDialog] = useState<Dialog>();
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  if (loaded.isError) return <Alert type="error" showIcon title={failureText(loaded.error)} />;
  const rail = loaded.data;
  const reload = () => void loaded.refetch();
  const remove = (e: TRailEntrust) =>
    call(routes.remove, { params: { id: jobId, entrustId: e.id }, query: { version: e.version } }).then(() => {
      reload();
      return message.success(t('dialog.deleted', { no: e.entrustNo }));
    });
  const text = (key: RailField & keyof TRailEntrust, width: number) => ({
    key,
    dataIndex: key,
    title: label(RAIL_FIELDS[key]),
    width,
  });
  const columns: ColumnsType<TRailEntrust> = [
    text('entrustNo', 150),
    { ...text('status', 130), render: (_, e) => <EntrustmentStatusTag status={e.status} /> },
    { ...text('carrier', 220), render: (_, e) => e.carrierName },
    text('trainPol', 160),
    text('trainPod', 160),
    text('departureDate', 110),
    text('arrivalDate', 110),
    {
      key: 'containerNos',
      title: label(RAIL_FIELDS.containerNos),
      width: 220,
      render: (_, e) => e.containers.map((c) => c.containerNo).join(' '),
    },
    { ...text('containerBelong', 180), render: (_, e) => label(CONTAINER_BELONGS[e.containerBelong]) },
    { ...text('packages', 90), align: 'right' },
    { ...text('weightKg', 110), align: 'right' },
    ...(mayEdit
      ? [
          actionsColumn<TRailEntrust>(ta, (e) => (
            <>
              {e.status !== 'CANCELLED' && (
                <RowAction label={ta('list.edit')} onClick={() => setDialog({ entrust: e })} />
              )}
              {e.status === 'NOT_ENTRUSTED' && (
                <ConfirmedRowAction
                  danger
                  label={ta('list.delete')}
                  question={t('dialog.deleteQuestion', { no: e.entrustNo })}
                  onConfirm={() => remove(e)}
                />
              )}
            </>
          )),
        ]
      : []),
  ];
  return (
    <Card
      size="small"
      title={label('rail:entities')}
      extra={
        mayEdit && (
          <Button size="small" type="primary" disabled={!rail} onClick={() => setDialog({})}>
            {t('actions.new')}
          </Button>
        )
      }
    >
      <Table<TRailEntrust>
        size="small"
        rowKey="id"
        bordered
        loading={loaded.isPending}
        pagination={false}
        columns={columns}
        dataSource={rail?.entrusts}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('tab.empty') }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: setExpanded,
          expandedRowRender: (e) => (
            <RailEntrustDetail jobType={jobType} entrust={e} mayEdit={mayEdit} onMoved={reload} />
          ),
        }}
      />
      {dialog && rail && (
        <RailEntrustDialog
          jobType={jobType}
          jobId={jobId}
          jobNo={rail.jobNo}
          entrust={dialog.entrust}
          onClose={(saved) => {
            setDialog(undefined);
            if (!saved) return;
            reload();
            setExpanded((keys) => (keys.includes(saved.id) ? keys : [...keys, saved.id]));
          }}
        />
      )}
    </Card>
  );
}
