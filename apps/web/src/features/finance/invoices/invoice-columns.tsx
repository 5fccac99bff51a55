import type { TInvoiceRow } from '@apex/shared/finance';
import type { ColumnsType } from 'antd/es/table';
import { useLabel } from '../../../i18n/use-label';
import { useFinanceOptions } from '../finance-options';
import { moneyColumn } from '../money-column';
import { InvoiceStateTag, PaymentStateTag } from '../status-tags';

/** The invoice list's columns: number, kind and states first, the job and party, then the money. */
export function useInvoiceColumns(): ColumnsType<TInvoiceRow> {
  const label = useLabel();
  const { kindLabel } = useFinanceOptions();
  const field = (name: Parameters<typeof label>[0]) => label(name);
  return [
    {
      key: 'invoiceNo',
      dataIndex: 'invoiceNo',
      title: field('finance:fields.invoiceNo'),
      sorter: true,
      width: 170,
      render: (no: string) => no || '—',
    },
    { key: 'kind', title: field('finance:fields.invoiceKind'), width: 110, render: (_, r) => kindLabel(r.kind) },
    {
      key: 'state',
      title: field('finance:fields.invoiceState'),
      width: 100,
      render: (_, r) => <InvoiceStateTag status={r.state} />,
    },
    {
      key: 'paymentState',
      title: field('finance:fields.paymentState'),
      width: 110,
      render: (_, r) => (r.state === 'CONFIRMED' ? <PaymentStateTag status={r.paymentState} /> : null),
    },
    { key: 'jobNo', dataIndex: 'jobNo', title: label('jobs:columns.jobNo'), width: 150 },
    { key: 'partyName', dataIndex: 'partyName', title: field('finance:fields.settlementAccount'), width: 220 },
    { key: 'currency', dataIndex: 'currency', title: field('masterData:entities.currency'), width: 80 },
    {
      key: 'invoiceDate',
      dataIndex: 'invoiceDate',
      title: field('finance:fields.invoiceDate'),
      sorter: true,
      width: 110,
    },
    { key: 'dueDate', dataIndex: 'dueDate', title: field('finance:fields.dueDate'), sorter: true, width: 110 },
    moneyColumn<TInvoiceRow>('grossTotal', field('finance:fields.grossTotal'), { sorter: true }),
    moneyColumn<TInvoiceRow>('clearedAmount', field('finance:fields.clearedAmount')),
    moneyColumn<TInvoiceRow>('outstanding', field('finance:fields.outstanding'), { sorter: true }),
    { key: 'taxInvoiceNo', dataIndex: 'taxInvoiceNo', title: field('finance:fields.taxInvoiceNo'), width: 170 },
    { key: 'officeCode', dataIndex: 'officeCode', title: label('administration:entities.office'), width: 80 },
  ];
}
