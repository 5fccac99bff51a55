import { API } from '@apex/shared';
import { CLEARING_KINDS, type TInvoiceRow, ZCreateClearingRequest } from '@apex/shared/finance';
import { DATE_FORMAT } from '@apex/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, DatePicker, Input, Radio, Row, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText, request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { dateTextField } from '../../../kit/form/date-text-field';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { useSaved } from '../../../kit/form/use-saved';
import { NumberOnlyInput } from '../../../kit/number-only-input';
import { useEnabledCurrencyOptions } from '../../admin/exchange-rates/rate-lookups';
import { PartySelect } from '../../admin/parties/party-select';
import { useFinanceOptions } from '../finance-options';
import { MoneyText, moneyColumn } from '../money-column';
import { type ClearingAmounts, clearingItems, clearingTotal } from './clearing-items';

interface Target {
  side?: 'AR' | 'AP';
  partyId?: number;
  currency?: string;
}

/**
 * Records a payment received or made (or a charge-off) against a party's open invoices: the user
 * picks the party, side and currency, then types what is cleared of each invoice (never more than
 * it has outstanding: the input stops there, and the server refuses it too).
 */
export function NewClearingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('financeDesk');
  const label = useLabel();
  const options = useFinanceOptions();
  const currencies = useEnabledCurrencyOptions();
  const [target, setTarget] = useState<Target>({ side: 'AR' });
  const [kind, setKind] = useState<(typeof CLEARING_KINDS)[number]>('PAYMENT');
  const [amounts, setAmounts] = useState<ClearingAmounts>({});
  const ready = target.side && target.partyId && target.currency;
  const open = useQuery({
    queryKey: ['finance', 'open-invoices', target],
    queryFn: () =>
      call(API.finance.openInvoices, {
        query: { side: target.side!, partyId: target.partyId!, currency: target.currency! },
      }),
    enabled: Boolean(ready),
  });
  const invoices = open.data ?? [];
  const chargeOff = kind === 'CHARGE_OFF';
  const items = clearingItems(invoices, amounts, chargeOff);
  const saved = useSaved(
    API.finance.createClearing.tag,
    label('administration:operLogActions.clearing.created'),
    onClose,
  );
  const editor = useRecordEditor({
    schema: ZCreateClearingRequest,
    base: { ...target, kind, items },
    save: (body) => request(API.finance.createClearing, { body }, { isStopError: true }),
    onSaved: saved,
  });

  const amountColumn: ColumnsType<TInvoiceRow>[number] = {
    key: 'clear',
    title: chargeOff ? t('clearing.chargeOffThis') : t('clearing.clearThis'),
    width: 150,
    render: (_, invoice) =>
      chargeOff ? (
        <Checkbox
          aria-label={invoice.invoiceNo}
          checked={amounts[invoice.id] !== undefined && amounts[invoice.id] !== ''}
          onChange={(e) => setAmounts({ ...amounts, [invoice.id]: e.target.checked ? invoice.outstanding : '' })}
        />
      ) : (
        <NumberOnlyInput
          aria-label={invoice.invoiceNo}
          size="small"
          toFixed={2}
          max={Number(invoice.outstanding)}
          value={amounts[invoice.id]}
          onChange={(value) => setAmounts({ ...amounts, [invoice.id]: value })}
          onDoubleClick={() => setAmounts({ ...amounts, [invoice.id]: invoice.outstanding })}
          placeholder={invoice.outstanding}
        />
      ),
  };
  const columns: ColumnsType<TInvoiceRow> = [
    { key: 'invoiceNo', dataIndex: 'invoiceNo', title: label('finance:fields.invoiceNo') },
    { key: 'jobNo', dataIndex: 'jobNo', title: label('jobs:columns.jobNo') },
    { key: 'dueDate', dataIndex: 'dueDate', title: label('finance:fields.dueDate') },
    moneyColumn<TInvoiceRow>('grossTotal', label('finance:fields.grossTotal')),
    moneyColumn<TInvoiceRow>('outstanding', label('finance:fields.outstanding')),
    amountColumn,
  ];

  const retarget = (patch: Target) => {
    setTarget({ ...target, ...patch });
    setAmounts({});
  };

  return (
    <EditorFrame
      open
      variant="drawer"
      width={900}
      title={t('clearing.newTitle')}
      editor={editor}
      initialValues={{ clearedOn: dayjs().format(DATE_FORMAT) }}
      onClose={onClose}
    >
      <Row gutter={16}>
        <FieldCol span={8} label={t('clearing.kind')}>
          <Radio.Group
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            options={CLEARING_KINDS.map((value) => ({ value, label: t(`clearing.kinds.${value}`) }))}
          />
        </FieldCol>
        <FieldCol span={6} label={label('finance:fields.side')}>
          <Select value={target.side} options={options.sides} onChange={(side) => retarget({ side })} />
        </FieldCol>
        <FieldCol span={10} label={label('finance:fields.settlementAccount')} required>
          <PartySelect value={target.partyId} onChange={(partyId) => retarget({ partyId })} />
        </FieldCol>
        <FieldCol span={6} label={label('masterData:entities.currency')} required>
          <Select
            showSearch
            value={target.currency}
            options={currencies}
            onChange={(currency) => retarget({ currency })}
          />
        </FieldCol>
        <FieldCol span={6} label={label('finance:fields.clearedOn')} {...editor.field('clearedOn')} {...dateTextField}>
          <DatePicker style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={12} label={label('finance:fields.bankReference')} {...editor.field('bankReference')}>
          <Input maxLength={60} />
        </FieldCol>
        <FieldCol span={24} label={label('general:columns.remark')} {...editor.field('remark')}>
          <Input maxLength={300} />
        </FieldCol>
      </Row>
      {open.error && <Alert type="error" showIcon title={failureText(open.error)} />}
      {ready ? (
        <Table<TInvoiceRow>
          rowKey="id"
          size="small"
          loading={open.isFetching}
          columns={columns}
          dataSource={invoices}
          pagination={false}
          locale={{ emptyText: t('clearing.noOpenInvoices') }}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5} align="right">
                {t('clearing.total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5}>
                <MoneyText amount={clearingTotal(items)} currency={target.currency} />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      ) : (
        <Typography.Text type="secondary">{t('clearing.pickFirst')}</Typography.Text>
      )}
    </EditorFrame>
  );
}
