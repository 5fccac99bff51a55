import { API } from '@apex/shared';
import { DOC_DATE_FIELDS, type TDocRecordRow } from '@apex/shared/doc-records';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/use-label';
import { FilterSelect } from '../../kit/list/filter-select';
import { ListPage } from '../../kit/list/list-page';
import { useList } from '../../kit/list/use-list';
import { useOfficeOptions } from '../admin/exchange-rates/rate-lookups';
import { PartySelect } from '../admin/parties/party-select';
import { DateRangeFilter } from '../finance/finance-filters';
import { useDocRecordColumns } from './doc-record-columns';
import { DocRecordDialog } from './doc-record-dialog';
import { useDocRecordOptions } from './doc-record-options';

const RANGES = { dates: ['dateFrom', 'dateTo'] } as const;

/** A text filter: the start of a number, named by its placeholder. */
function NumberFilter({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name}>
      <Input allowClear placeholder={label} aria-label={label} style={{ width: 170 }} />
    </Form.Item>
  );
}

/**
 * /document_manage/xdoc (spec §2.5): the office's doc records queried by doc no, job no, MB/L,
 * HB/L, customer, type, status and a date range, exported to Excel; a double-click opens the doc
 * management dialog.
 */
export function DocRecordsPage() {
  const { t } = useTranslation('docRecords');
  const label = useLabel();
  const list = useList(API.docRecords.list);
  const options = useDocRecordOptions();
  const offices = useOfficeOptions();
  const columns = useDocRecordColumns();
  const [openId, setOpenId] = useState<number>();
  const dateFields = {
    created: t('list.createdOn'),
    send: label('documents:docRecords.fields.sendDate'),
    back: label('documents:docRecords.fields.backDate'),
  };
  return (
    <ListPage<TDocRecordRow>
      title={label('documents:menus.documentTracking')}
      list={list}
      columns={columns}
      tableKey="docRecords"
      exportRoute={API.docRecords.export}
      filters={
        <>
          <NumberFilter name="docNo" label={t('list.docNo')} />
          <NumberFilter name="jobNo" label={label('jobs:columns.jobNo')} />
          <NumberFilter name="mblNo" label={label('jobs:fields.mblNo')} />
          <NumberFilter name="hblNo" label={label('jobs:fields.hblNo')} />
          <Form.Item name="customer">
            <PartySelect placeholder={label('jobs:fields.customer')} style={{ width: 220 }} />
          </Form.Item>
          <FilterSelect name="docType" label={label('documents:docRecords.fields.docType')} options={options.types} />
          <FilterSelect name="status" label={label('documents:docRecords.fields.status')} options={options.statuses} />
          <FilterSelect
            name="dateField"
            label={t('list.dateField')}
            options={DOC_DATE_FIELDS.map((value) => ({ value, label: dateFields[value] }))}
            width={130}
          />
          <DateRangeFilter name="dates" label={t('list.dates')} />
          <FilterSelect
            name="officeCode"
            label={label('administration:entities.office')}
            options={offices.options}
            width={150}
          />
        </>
      }
      ranges={RANGES}
      onRow={(row) => ({ onDoubleClick: () => setOpenId(row.id) })}
    >
      {openId !== undefined && <DocRecordDialog target={{ id: openId }} onClose={() => setOpenId(undefined)} />}
    </ListPage>
  );
}
