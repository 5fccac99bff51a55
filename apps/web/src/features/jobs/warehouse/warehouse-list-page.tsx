import type { TJobType } from '@apex/shared/jobs';
import { STOCK_FILTERS, type TWarehouseStockRow } from '@apex/shared/movement';
import { Button, Drawer, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { FilterSelect, flagOptions } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { useList } from '../../../kit/list/use-list';
import { PartySelect } from '../../admin/parties/party-select';
import { DateRangeFilter } from '../../finance/finance-filters';
import { Permitted } from '../../session/permitted';
import { jobApi } from '../job-api';
import { EntryDialog } from './entry-dialog';
import { JobToReceive } from './job-to-receive';
import { JobWarehouse } from './job-warehouse';
import { jobColumns, warehouseColumns } from './warehouse-columns';
import { useWarehouseLabel } from './warehouse-labels';

const RANGES = { inRange: ['inFrom', 'inTo'] } as const;
// PartySelect's `role` is a party role, not an ARIA role: passed by spread so the a11y lint does not misread it.
const WAREHOUSE = { role: 'WAREHOUSE' } as const;

type Open = { kind: 'job'; jobId: number } | { kind: 'pick' } | { kind: 'receive'; jobId: number; jobNo: string };

/**
 * The warehouse lists (spec §2.2 /OceanImport/WarehouseManagementList, /sc/oceanimport/warehouse,
 * /WarehouseManagementList/index): the office's entries of a job type by job and position, what came
 * in and what went out, queried in the database and exported. A double-click opens the entry's job's
 * warehouse; the warehouse works here without the jobs' cards.
 */
function WarehouseListPage({ jobType }: { jobType: TJobType }) {
  const { t } = useTranslation('jobWarehouse');
  const labelText = useLabel();
  const label = useWarehouseLabel();
  const routes = jobApi(jobType).warehouse;
  const list = useList(routes.stock);
  const [open, setOpen] = useState<Open>();
  const columns = warehouseColumns<TWarehouseStockRow>(label, {
    released: (row) => row.customsReleased || row.jobCustomsReleaseDate !== null,
    job: jobColumns(label),
  });
  const close = () => {
    setOpen(undefined);
    list.reload();
  };
  return (
    <ListPage<TWarehouseStockRow>
      title={labelText(jobType === 'OI' ? 'jobs:menus.importWarehouse' : 'jobs:menus.exportWarehouse')}
      list={list}
      columns={columns}
      tableKey="warehouseStock"
      keywordPlaceholder={t('list.keyword')}
      exportRoute={routes.export}
      ranges={RANGES}
      toolbar={
        <Permitted anyOf={['/warehouse/edit']}>
          <Button type="primary" onClick={() => setOpen({ kind: 'pick' })}>
            {t('actions.new')}
          </Button>
        </Permitted>
      }
      filters={
        <>
          <Form.Item name="warehouse">
            <PartySelect
              {...WAREHOUSE}
              lookup={routes.parties}
              placeholder={label.field('warehouse')}
              style={{ width: 220 }}
            />
          </Form.Item>
          <Form.Item name="position">
            <Input allowClear placeholder={label.field('position')} style={{ width: 110 }} />
          </Form.Item>
          <FilterSelect
            name="stock"
            label={label.field('stockState')}
            options={STOCK_FILTERS.map((value) => ({ value, label: label.stockState(value) }))}
            width={130}
          />
          <FilterSelect
            name="released"
            label={label.field('customsReleased')}
            options={flagOptions(t('list.released'), t('list.notReleased'))}
            width={150}
          />
          <DateRangeFilter name="inRange" label={label.field('inAt')} />
        </>
      }
      onRow={(row) => ({ onDoubleClick: () => setOpen({ kind: 'job', jobId: row.jobId }) })}
    >
      {open?.kind === 'job' && (
        <Drawer open size={1200} title={t('list.drawerTitle')} onClose={close} destroyOnHidden>
          <JobWarehouse jobType={jobType} jobId={open.jobId} />
        </Drawer>
      )}
      {open?.kind === 'pick' && (
        <JobToReceive
          jobType={jobType}
          onPicked={(job) => setOpen({ kind: 'receive', jobId: job.id, jobNo: job.jobNo })}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'receive' && (
        <EntryDialog jobType={jobType} jobId={open.jobId} jobNo={open.jobNo} onClose={close} />
      )}
    </ListPage>
  );
}

export const OceanImportWarehousePage = () => <WarehouseListPage jobType="OI" />;
export const OceanExportWarehousePage = () => <WarehouseListPage jobType="OE" />;
