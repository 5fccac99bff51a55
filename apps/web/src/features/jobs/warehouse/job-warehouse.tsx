import type { TJobType } from '@apex/shared/jobs';
import { outRefusal, type TJobWarehouse, type TWarehouseEntry } from '@apex/shared/movement';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText, request } from '../../../api/client';
import { messageText } from '../../../i18n/server-messages';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { useHasPermission } from '../../session/permitted';
import { jobApi } from '../job-api';
import { EntryDialog } from './entry-dialog';
import { ReleaseDialog } from './release-dialog';
import { ReleasesTable } from './releases-table';
import { warehouseColumns } from './warehouse-columns';
import { useWarehouseLabel } from './warehouse-labels';

/** A job's warehouse (its entries with their releases), kept fresh by the API client after each write. */
function useJobWarehouse(jobType: TJobType, jobId: number) {
  const route = jobApi(jobType).warehouse.get;
  return useQuery({
    queryKey: routeQueryKey(route, { id: jobId }),
    queryFn: () => call(route, { params: { id: jobId } }, { isStopError: true }),
  });
}

type Dialog = { kind: 'entry'; entry?: TWarehouseEntry } | { kind: 'out'; entry: TWarehouseEntry };

/**
 * A job's warehouse entries (spec §3), on the job card's warehouse tab and the warehouse lists'
 * drawer: new warehousing, an entry's edit, warehouse out and the outs taken back, for those with
 * the warehouse's edit permission.
 */
export function JobWarehouse({ jobType, jobId }: { jobType: TJobType; jobId: number }) {
  const { t } = useTranslation('jobWarehouse');
  const { t: ta } = useTranslation('admin');
  const label = useWarehouseLabel();
  const labelText = useLabel();
  const { message } = App.useApp();
  const mayEdit = useHasPermission('/warehouse/edit');
  const loaded = useJobWarehouse(jobType, jobId);
  const [dialog, setDialog] = useState<Dialog>();
  if (loaded.isError) return <Alert type="error" showIcon title={failureText(loaded.error)} />;
  const warehouse = loaded.data;
  const routes = jobApi(jobType).warehouse;

  /** spec §8 "goods not available": said at once, without a dialog that could only be refused. */
  const goOut = (entry: TWarehouseEntry) => {
    const refusal = outRefusal(entry, warehouse?.customsReleaseDate ?? null);
    if (refusal) void message.warning(messageText(refusal, { no: entry.warehouseInNo }));
    else setDialog({ kind: 'out', entry });
  };
  const remove = (entry: TWarehouseEntry) =>
    call(routes.remove, { params: { id: jobId, entryId: entry.id }, query: { version: entry.version } }).then(() =>
      message.success(t('dialog.deleted', { no: entry.warehouseInNo })),
    );
  const takeBack = (entry: TWarehouseEntry, releaseId: number) =>
    request(routes.cancelRelease, {
      params: { id: jobId, entryId: entry.id, releaseId },
      query: { version: entry.version },
    }).then((envelope) => message.success(envelope.message));

  const columns = [
    ...warehouseColumns<TWarehouseEntry>(label, {
      released: (entry) => entry.customsReleased || warehouse?.customsReleaseDate != null,
    }),
    ...(mayEdit
      ? [
          actionsColumn<TWarehouseEntry>(ta, (entry) => (
            <>
              <RowAction label={ta('list.edit')} onClick={() => setDialog({ kind: 'entry', entry })} />
              {entry.stockState !== 'OUT' && <RowAction label={t('actions.out')} onClick={() => goOut(entry)} />}
              {entry.outPackages === 0 && (
                <ConfirmedRowAction
                  danger
                  label={ta('list.delete')}
                  question={t('dialog.deleteQuestion', { no: entry.warehouseInNo })}
                  onConfirm={() => remove(entry)}
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
      title={labelText('warehouse:entries')}
      extra={
        mayEdit && (
          <Button size="small" type="primary" disabled={!warehouse} onClick={() => setDialog({ kind: 'entry' })}>
            {t('actions.new')}
          </Button>
        )
      }
    >
      {warehouse && <ReleaseFacts warehouse={warehouse} />}
      <Table<TWarehouseEntry>
        size="small"
        rowKey="id"
        bordered
        loading={loaded.isPending}
        pagination={false}
        columns={columns}
        dataSource={warehouse?.entries}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('tab.empty') }}
        expandable={{
          rowExpandable: (entry) => entry.releases.length > 0,
          expandedRowRender: (entry) => (
            <ReleasesTable
              entry={entry}
              onTakeBack={mayEdit && !entry.outboundConfirmed ? (id) => takeBack(entry, id) : undefined}
            />
          ),
        }}
      />
      {dialog?.kind === 'entry' && warehouse && (
        <EntryDialog
          jobType={jobType}
          jobId={jobId}
          jobNo={warehouse.jobNo}
          entry={dialog.entry}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'out' && (
        <ReleaseDialog jobType={jobType} jobId={jobId} entry={dialog.entry} onClose={() => setDialog(undefined)} />
      )}
    </Card>
  );
}

/** What lets the job's cargo out: the customs release the customs entries keep, and since when it may go. */
function ReleaseFacts({ warehouse }: { warehouse: TJobWarehouse }) {
  const { t } = useTranslation('jobWarehouse');
  return (
    <Flex style={{ marginBottom: 8 }}>
      <Space size="large">
        {warehouse.customsReleaseDate && <span>{t('tab.released', { date: warehouse.customsReleaseDate })}</span>}
        {warehouse.cargoAvailableDate && <span>{t('tab.available', { date: warehouse.cargoAvailableDate })}</span>}
        {/* An entry's own release may let its cargo out before the job's: "not released" only when none may go. */}
        {!warehouse.customsReleaseDate && !warehouse.cargoAvailableDate && <span>{t('tab.notReleased')}</span>}
      </Space>
    </Flex>
  );
}
