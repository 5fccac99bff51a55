import type { TJobType } from '@apex/shared/jobs';
import { JOB_TYPE_TABLE } from '@apex/shared/jobs';
import {
  ENTRUSTMENT_STATES,
  TRUCKING_DATE_FIELDS,
  TRUCKING_DIRECTIONS,
  TRUCKING_KINDS,
  type TTruckingRow,
} from '@apex/shared/movement';
import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLabel } from '../../../i18n/use-label';
import { FilterSelect } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { useList } from '../../../kit/list/use-list';
import { PartySelect } from '../../admin/parties/party-select';
import { DateRangeFilter } from '../../finance/finance-filters';
import { useHasPermission } from '../../session/permitted';
import { jobDetailPath } from '../card/job-card-paths';
import { jobApi } from '../job-api';
import { BulkStatus } from './bulk-status';
import { useTruckingColumns } from './trucking-columns';
import { TruckingOrderDialog } from './trucking-order-dialog';

const RANGES = { dates: ['dateFrom', 'dateTo'] } as const;
const TRUCKER = { role: 'TRUCKER' } as const;

const options = (
  labels: Record<string, Parameters<ReturnType<typeof useLabel>>[0]>,
  label: ReturnType<typeof useLabel>,
) => Object.entries(labels).map(([value, key]) => ({ value, label: label(key) }));

function NumberFilter({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name}>
      <Input allowClear placeholder={label} aria-label={label} style={{ width: 150 }} />
    </Form.Item>
  );
}

interface TruckingListPageProps {
  jobType: TJobType;
  title: string;
  /** A variant's filters that always hold (spec §2.4: the CFS orders, the orders linked to several jobs). */
  fixed?: { kind?: 'CFS'; linked?: true };
  /** Where a job opens: the card in the shell, or the embedded general page in a portal's frame. */
  cardPath?: (jobType: TJobType, jobId: number) => string;
}

/**
 * The trucking lists (spec §2.2 /sc/oceanimport/trucking, §2.4 /ocean_exp_outer/trucking and its
 * variants): the office's orders queried by trucking no, job no, MB/L, container no, trucker,
 * status and dates, exported, moved in bulk; a double-click opens the order, a link its job.
 */
export function TruckingListPage({ jobType, title, fixed, cardPath = jobDetailPath }: TruckingListPageProps) {
  const { t } = useTranslation('jobTrucking');
  const label = useLabel();
  const navigate = useNavigate();
  const routes = jobApi(jobType).trucking;
  const list = useList(routes.list, { fixed });
  const mayEdit = useHasPermission(JOB_TYPE_TABLE[jobType].edit);
  const [ticked, setTicked] = useState<Key[]>([]);
  const [openId, setOpenId] = useState<number>();
  const columns: ColumnsType<TTruckingRow> = [
    ...list.sorted(useTruckingColumns()),
    {
      key: 'open',
      fixed: 'right',
      width: 110,
      render: (_, r) => (
        <Button size="small" type="link" onClick={() => navigate(cardPath(jobType, r.jobId))}>
          {t('list.openJob')}
        </Button>
      ),
    },
  ];
  const dateFields = {
    trucking: label('trucking:fields.truckingDate'),
    appointment: label('trucking:fields.appointmentAt'),
    delivered: label('trucking:fields.deliveredAt'),
  };
  return (
    <ListPage<TTruckingRow>
      title={title}
      list={list}
      columns={columns}
      tableKey={`trucking${jobType}`}
      exportRoute={routes.export}
      rowSelection={mayEdit ? { selectedRowKeys: ticked, onChange: setTicked } : undefined}
      toolbar={
        mayEdit && (
          <BulkStatus
            jobType={jobType}
            selected={list.rows.filter((r) => ticked.includes(r.id))}
            onMoved={() => {
              setTicked([]);
              void list.reload();
            }}
          />
        )
      }
      filters={
        <>
          <NumberFilter name="truckingNo" label={label('trucking:fields.truckingNo')} />
          <NumberFilter name="jobNo" label={label('jobs:columns.jobNo')} />
          <NumberFilter name="mblNo" label={label('jobs:fields.mblNo')} />
          <NumberFilter name="containerNo" label={label('jobs:fields.containerNo')} />
          <Form.Item name="trucker">
            <PartySelect {...TRUCKER} placeholder={label('trucking:fields.trucker')} style={{ width: 220 }} />
          </Form.Item>
          <FilterSelect
            name="status"
            label={label('trucking:fields.status')}
            options={options(ENTRUSTMENT_STATES, label)}
          />
          {!fixed?.kind && (
            <FilterSelect name="kind" label={label('trucking:fields.kind')} options={options(TRUCKING_KINDS, label)} />
          )}
          <FilterSelect
            name="direction"
            label={label('trucking:fields.direction')}
            options={options(TRUCKING_DIRECTIONS, label)}
          />
          <FilterSelect
            name="dateField"
            label={t('list.dateField')}
            options={TRUCKING_DATE_FIELDS.map((value) => ({ value, label: dateFields[value] }))}
            width={140}
          />
          <DateRangeFilter name="dates" label={t('list.dates')} />
        </>
      }
      ranges={RANGES}
      rowKey="id"
      onRow={(row) => ({ onDoubleClick: () => setOpenId(row.id) })}
    >
      {openId !== undefined && (
        <TruckingOrderDialog
          jobType={jobType}
          target={{ id: openId }}
          onClose={() => {
            setOpenId(undefined);
            void list.reload();
          }}
        />
      )}
    </ListPage>
  );
}

/** /sc/oceanimport/trucking: the import service centre's trucking list. */
export function ImportTruckingListPage() {
  const label = useLabel();
  return <TruckingListPage jobType="OI" title={label('jobs:menus.trucking')} />;
}
