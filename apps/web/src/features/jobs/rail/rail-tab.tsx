import { JOB_TYPE_TABLE } from '@apex/shared/jobs';
import { CONTAINER_BELONGS, type TRailEntrust } from '@apex/shared/movement';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { fieldColumn } from '../../../kit/list/field-column';
import { useHasPermission } from '../../session/permitted';
import { JobRecordsCard } from '../card/job-records-card';
import type { JobTabProps } from '../card/job-tab-props';
import { useJobRecords } from '../card/use-job-records';
import { EntrustmentStatusTag } from '../entrustment/entrustment-status';
import { jobApi } from '../job-api';
import { RailEntrustDetail } from './rail-entrust-detail';
import { RailEntrustDialog } from './rail-entrust-dialog';
import { RAIL_FIELDS, type RailField } from './rail-fields';

/**
 * The job card's train tab (spec §2.8, §3 Rail entrust): the job's entrusts to railways; a row
 * opens on its containers, its entrustment status moves and their history.
 */
export function RailTab({ jobType, jobId }: JobTabProps) {
  const { t } = useTranslation('jobRail');
  const label = useLabel();
  const mayEdit = useHasPermission(JOB_TYPE_TABLE[jobType].edit);
  const tab = useJobRecords(jobApi(jobType).rail, jobId, 'entrustId', (rail) => rail.entrusts);
  const rail = tab.part;
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const reload = () => void tab.loaded.refetch();
  const text = fieldColumn((key: RailField & keyof TRailEntrust) => label(RAIL_FIELDS[key]));
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
          tab.actionsColumn((e) => (
            <>
              {e.status !== 'CANCELLED' && tab.editAction(e)}
              {e.status === 'NOT_ENTRUSTED' &&
                tab.deleteAction(e, {
                  question: t('dialog.deleteQuestion', { no: e.entrustNo }),
                  deleted: t('dialog.deleted', { no: e.entrustNo }),
                  onDeleted: reload,
                })}
            </>
          )),
        ]
      : []),
  ];
  return (
    <JobRecordsCard
      of={tab}
      title={label('rail:entities')}
      newLabel={t('actions.new')}
      mayCreate={mayEdit}
      columns={columns}
      emptyText={t('tab.empty')}
      expandable={{
        expandedRowKeys: expanded,
        onExpandedRowsChange: setExpanded,
        expandedRowRender: (e) => (
          <RailEntrustDetail jobType={jobType} entrust={e} mayEdit={mayEdit} onMoved={reload} />
        ),
      }}
    >
      {tab.editing && rail && (
        <RailEntrustDialog
          jobType={jobType}
          jobId={jobId}
          jobNo={rail.jobNo}
          entrust={tab.editing.record}
          onClose={(saved) => {
            tab.close();
            if (!saved) return;
            reload();
            setExpanded((keys) => (keys.includes(saved.id) ? keys : [...keys, saved.id]));
          }}
        />
      )}
    </JobRecordsCard>
  );
}
