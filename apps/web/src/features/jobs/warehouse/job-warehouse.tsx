import type { TJobType } from '@apex/shared/jobs';
import { outRefusal, type TJobWarehouse, type TWarehouseEntry } from '@apex/shared/movement';
import { App, Flex, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { messageText } from '../../../i18n/server-messages';
import { useLabel } from '../../../i18n/use-label';
import { RowAction } from '../../../kit/list/row-action';
import { useHasPermission } from '../../session/permitted';
import { JobRecordsCard } from '../card/job-records-card';
import { useJobRecords } from '../card/use-job-records';
import { jobApi } from '../job-api';
import { EntryDialog } from './entry-dialog';
import { ReleaseDialog } from './release-dialog';
import { ReleasesTable } from './releases-table';
import { warehouseColumns } from './warehouse-columns';
import { useWarehouseLabel } from './warehouse-labels';

/**
 * A job's warehouse entries (spec §3), on the job card's warehouse tab and the warehouse lists'
 * drawer: new warehousing, an entry's edit, warehouse out and the outs taken back, for those with
 * the warehouse's edit permission.
 */
export function JobWarehouse({ jobType, jobId }: { jobType: TJobType; jobId: number }) {
  const { t } = useTranslation('jobWarehouse');
  const label = useWarehouseLabel();
  const labelText = useLabel();
  const { message } = App.useApp();
  const mayEdit = useHasPermission('/warehouse/edit');
  const routes = jobApi(jobType).warehouse;
  const tab = useJobRecords(routes, jobId, 'entryId', (warehouse) => warehouse.entries);
  const [goingOut, setGoingOut] = useState<TWarehouseEntry>();
  const warehouse = tab.part;

  /** spec §8 "goods not available": said at once, without a dialog that could only be refused. */
  const goOut = (entry: TWarehouseEntry) => {
    const refusal = outRefusal(entry, warehouse?.customsReleaseDate ?? null);
    if (refusal) void message.warning(messageText(refusal, { no: entry.warehouseInNo }));
    else setGoingOut(entry);
  };
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
          tab.actionsColumn((entry) => (
            <>
              {tab.editAction(entry)}
              {entry.stockState !== 'OUT' && <RowAction label={t('actions.out')} onClick={() => goOut(entry)} />}
              {entry.outPackages === 0 &&
                tab.deleteAction(entry, {
                  question: t('dialog.deleteQuestion', { no: entry.warehouseInNo }),
                  deleted: t('dialog.deleted', { no: entry.warehouseInNo }),
                })}
            </>
          )),
        ]
      : []),
  ];
  return (
    <JobRecordsCard
      of={tab}
      title={labelText('warehouse:entries')}
      newLabel={t('actions.new')}
      mayCreate={mayEdit}
      facts={warehouse && <ReleaseFacts warehouse={warehouse} />}
      columns={columns}
      emptyText={t('tab.empty')}
      expandable={{
        rowExpandable: (entry) => entry.releases.length > 0,
        expandedRowRender: (entry) => (
          <ReleasesTable
            entry={entry}
            onTakeBack={mayEdit && !entry.outboundConfirmed ? (id) => takeBack(entry, id) : undefined}
          />
        ),
      }}
    >
      {tab.editing && warehouse && (
        <EntryDialog
          jobType={jobType}
          jobId={jobId}
          jobNo={warehouse.jobNo}
          entry={tab.editing.record}
          onClose={tab.close}
        />
      )}
      {goingOut && (
        <ReleaseDialog jobType={jobType} jobId={jobId} entry={goingOut} onClose={() => setGoingOut(undefined)} />
      )}
    </JobRecordsCard>
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
