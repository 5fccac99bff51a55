import { API } from '@apex/shared';
import type { TClearing } from '@apex/shared/finance';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { FilterSelect } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { CurrencyFilter, DateRangeFilter, PartyFilter } from '../finance-filters';
import { useFinanceOptions } from '../finance-options';
import { moneyColumn } from '../money-column';
import { NewClearingDialog } from './new-clearing-dialog';
import { ReverseClearingDialog } from './reverse-clearing-dialog';

const RANGES = { clearedOn: ['dateFrom', 'dateTo'] } as const;

/**
 * /finance/clearing: payments received and made, and charge-offs, of the office; a new one is
 * recorded against a party's open invoices, and one recorded by mistake is reversed with a reason.
 */
export function ClearingPage() {
  const { t } = useTranslation('financeDesk');
  const { t: ta } = useTranslation('admin');
  const label = useLabel();
  const list = useList(API.finance.clearings);
  const options = useFinanceOptions();
  const creating = useEditorTarget();
  const [reversing, setReversing] = useState<TClearing>();
  const canClear = useHasPermission('/clearing/edit');
  const columns: ColumnsType<TClearing> = [
    { key: 'clearedOn', dataIndex: 'clearedOn', title: label('finance:fields.clearedOn'), sorter: true, width: 110 },
    { key: 'kind', title: t('clearing.kind'), width: 110, render: (_, c) => t(`clearing.kinds.${c.kind}`) },
    { key: 'side', dataIndex: 'side', title: label('finance:fields.side'), width: 70 },
    { key: 'partyName', dataIndex: 'partyName', title: label('finance:fields.settlementAccount'), width: 220 },
    { key: 'currency', dataIndex: 'currency', title: label('masterData:entities.currency'), width: 70 },
    moneyColumn<TClearing>('amount', label('finance:fields.amount'), { sorter: true }),
    {
      key: 'invoices',
      title: t('clearing.invoices'),
      width: 220,
      render: (_, c) => c.items.map((item) => item.invoiceNo).join(', '),
    },
    { key: 'bankReference', dataIndex: 'bankReference', title: label('finance:fields.bankReference'), width: 150 },
    { key: 'createdBy', dataIndex: 'createdBy', title: t('clearing.recordedBy'), width: 100 },
    {
      key: 'reversed',
      title: t('clearing.reversedColumn'),
      width: 110,
      render: (_, c) =>
        c.reversed ? (
          <Tooltip title={`${c.reversedBy} ${c.reversedAt ?? ''}: ${c.reverseReason}`}>
            <Tag color="red">{t('clearing.reversedTag')}</Tag>
          </Tooltip>
        ) : null,
    },
    ...(canClear
      ? [
          actionsColumn<TClearing>(ta, (c) =>
            c.reversed ? null : <RowAction label={t('clearing.reverse')} onClick={() => setReversing(c)} />,
          ),
        ]
      : []),
  ];
  return (
    <ListPage<TClearing>
      title={label('finance:menus.clearing')}
      list={list}
      columns={columns}
      tableKey="financeClearings"
      ranges={RANGES}
      filters={
        <>
          <PartyFilter width={220} />
          <FilterSelect name="side" label={label('finance:fields.side')} options={options.sides} width={110} />
          <CurrencyFilter />
          <DateRangeFilter name="clearedOn" label={label('finance:fields.clearedOn')} />
        </>
      }
      toolbar={
        <NewRecordButton
          permission="/clearing/edit"
          label={t('clearing.new')}
          onClick={() => creating.open('create')}
        />
      }
    >
      {creating.target && <NewClearingDialog onClose={creating.close} />}
      {reversing && <ReverseClearingDialog clearing={reversing} onClose={() => setReversing(undefined)} />}
    </ListPage>
  );
}
