import { API } from '@apex/shared';
import type { TCheckAction, TCheckLineRow } from '@apex/shared/finance';
import { JOB_TYPE_TABLE, JOB_TYPES } from '@apex/shared/jobs';
import { App, Button, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { FilterSelect } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { useList } from '../../../kit/list/use-list';
import { useSelectedRows } from '../../admin/home-settings/selection-toolbar';
import { useHasPermission } from '../../session/permitted';
import { CurrencyFilter, DateRangeFilter, PartyFilter } from '../finance-filters';
import { useFinanceOptions } from '../finance-options';
import { moneyColumn } from '../money-column';
import { CheckStatusTag } from '../status-tags';

const RANGES = { rateDate: ['dateFrom', 'dateTo'] } as const;

/**
 * /finance/chargeCheck: the charge-check workbench (spec §4 charge check). Finance lists the lines
 * of the office's jobs waiting to be checked, ticks them and checks them together (or undoes a
 * check); an operator may submit lines for checking. Each line goes with the version it was read
 * at, so a line changed meanwhile is refused, not checked unseen.
 */
export function ChargeCheckPage() {
  const { t } = useTranslation('financeDesk');
  const label = useLabel();
  const { message } = App.useApp();
  const list = useList(API.finance.checkLines);
  const options = useFinanceOptions();
  const { selected, rowSelection } = useSelectedRows(list.rows);
  const canCheck = useHasPermission('/charge/check');
  const [busy, setBusy] = useState<TCheckAction>();
  const jobTypes = JOB_TYPES.map((value) => ({ value, label: label(JOB_TYPE_TABLE[value].label) }));

  const act = async (action: TCheckAction) => {
    setBusy(action);
    try {
      const { changed } = await call(API.finance.checkAction, {
        body: { action, lines: selected.map(({ id, version }) => ({ id, version })) },
      });
      void message.success(t(`check.done.${action}`, { count: changed }));
    } catch (error) {
      void message.error({ content: failureText(error), duration: 5 });
    } finally {
      setBusy(undefined);
      void list.reload();
    }
  };

  const columns: ColumnsType<TCheckLineRow> = [
    { key: 'jobNo', dataIndex: 'jobNo', title: label('jobs:columns.jobNo'), sorter: true, width: 150 },
    { key: 'rateDate', dataIndex: 'rateDate', title: t('check.rateDate'), sorter: true, width: 110 },
    { key: 'side', dataIndex: 'side', title: label('finance:fields.side'), width: 70 },
    { key: 'chargeCode', dataIndex: 'chargeCode', title: label('masterData:entities.chargeCode'), width: 90 },
    { key: 'displayName', dataIndex: 'displayName', title: label('finance:fields.displayName'), width: 180 },
    { key: 'partyName', dataIndex: 'partyName', title: label('finance:fields.settlementAccount'), width: 200 },
    { key: 'currency', dataIndex: 'currency', title: label('masterData:entities.currency'), width: 70 },
    moneyColumn<TCheckLineRow>('amount', label('finance:fields.amount'), { sorter: true }),
    moneyColumn<TCheckLineRow>('localAmount', label('finance:fields.localAmount')),
    { key: 'invoiceNo', dataIndex: 'invoiceNo', title: label('finance:fields.invoiceNo'), width: 160 },
    {
      key: 'checkStatus',
      title: label('finance:fields.checkStatus'),
      width: 100,
      render: (_, r) => <CheckStatusTag status={r.checkStatus} />,
    },
    { key: 'checkedBy', dataIndex: 'checkedBy', title: t('check.checkedBy'), width: 110 },
  ];

  const button = (action: TCheckAction, primary = false) => (
    <Button
      type={primary ? 'primary' : 'default'}
      disabled={selected.length === 0 || (busy !== undefined && busy !== action)}
      loading={busy === action}
      onClick={() => void act(action)}
    >
      {t(`check.actions.${action}`, { count: selected.length })}
    </Button>
  );

  return (
    <ListPage<TCheckLineRow>
      title={label('finance:menus.chargeCheck')}
      list={list}
      columns={columns}
      tableKey="financeChargeCheck"
      rowSelection={rowSelection}
      ranges={RANGES}
      filters={
        <>
          <Form.Item name="jobNo">
            <Input allowClear placeholder={label('jobs:columns.jobNo')} style={{ width: 150 }} />
          </Form.Item>
          <FilterSelect name="jobType" label={label('general:columns.jobType')} options={jobTypes} width={140} />
          <FilterSelect name="side" label={label('finance:fields.side')} options={options.sides} width={110} />
          <FilterSelect
            name="checkStatus"
            label={label('finance:fields.checkStatus')}
            options={options.checkStatuses}
            width={120}
          />
          <PartyFilter width={200} />
          <CurrencyFilter />
          <DateRangeFilter name="rateDate" label={t('check.rateDate')} />
        </>
      }
      toolbar={
        <Space>
          {button('submit')}
          {canCheck && button('check', true)}
          {canCheck && button('uncheck')}
        </Space>
      }
    />
  );
}
