import { API } from '@apex/shared';
import type { TExchangeRate } from '@apex/shared/master';
import { DatePicker, Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { dateTextField } from '../../../kit/form/date-text-field';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { FilterSelect } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { RateDialog } from './rate-dialog';
import { useRateLabel } from './rate-labels';
import { RateLookupForm } from './rate-lookup-form';
import { useEnabledCurrencyOptions, useOfficeOptions } from './rate-lookups';

const pairOf = (r: TExchangeRate) => `${r.fromCurrency}/${r.toCurrency}`;

/**
 * /systemSetting/exchangeRate: rates by office, pair and effective date, newest first, and the
 * rate in force on a day; finance keeps them.
 */
export function ExchangeRatesPage() {
  const { t } = useTranslation('refdata');
  const labelText = useLabel();
  const label = useRateLabel();
  const { t: ta } = useTranslation('admin');
  const list = useList(API.exchangeRates.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.exchangeRates.remove);
  const canEdit = useHasPermission('/exchangeRate/edit');
  const offices = useOfficeOptions();
  const currencies = useEnabledCurrencyOptions();
  const columns: ColumnsType<TExchangeRate> = [
    { key: 'officeCode', dataIndex: 'officeCode', title: label('officeCode'), sorter: true },
    { key: 'fromCurrency', title: t('rates.pair'), sorter: true, render: (_, r) => pairOf(r) },
    {
      key: 'rate',
      dataIndex: 'rate',
      title: label('rate'),
      align: 'right',
      render: (rate: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{rate}</span>,
    },
    { key: 'effectiveDate', dataIndex: 'effectiveDate', title: label('effectiveDate'), sorter: true },
    updatedColumn(ta),
    ...(canEdit
      ? [
          actionsColumn<TExchangeRate>(ta, (r) => (
            <>
              <RowAction label={ta('list.edit')} onClick={() => editor.open('edit', r.id)} />
              <ConfirmedRowAction
                danger
                label={ta('list.delete')}
                question={t('rates.deleteQuestion', { pair: `${r.officeCode} ${pairOf(r)}`, date: r.effectiveDate })}
                onConfirm={() => remove(r)}
              />
            </>
          )),
        ]
      : []),
  ];
  return (
    <ListPage
      title={labelText('masterData:menus.exchangeRates')}
      list={list}
      exportRoute={API.exchangeRates.export}
      importRoute={API.exchangeRates.import}
      columns={columns}
      keywordPlaceholder={t('rates.keyword')}
      filters={
        <>
          <FilterSelect name="officeCode" label={label('officeCode')} options={offices.options} width={200} />
          <FilterSelect
            name="currency"
            label={labelText('masterData:entities.currency')}
            options={currencies}
            width={120}
            searchable
          />
          <Form.Item name="dateFrom" {...dateTextField}>
            <DatePicker placeholder={t('rates.dateFrom')} aria-label={t('rates.dateFrom')} />
          </Form.Item>
          <Form.Item name="dateTo" {...dateTextField}>
            <DatePicker placeholder={t('rates.dateTo')} aria-label={t('rates.dateTo')} />
          </Form.Item>
        </>
      }
      toolbar={
        <NewRecordButton permission="/exchangeRate/edit" label={t('rates.new')} onClick={() => editor.open('create')} />
      }
    >
      <RateLookupForm />
      {editor.target && <RateDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
