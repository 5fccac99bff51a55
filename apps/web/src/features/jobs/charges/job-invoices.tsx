import { INVOICE_KINDS, type TJobCharges } from '@apex/shared/finance';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { moneyInRowCurrency } from '../../finance/money-column';
import { InvoiceStateTag, PaymentStateTag } from '../../finance/status-tags';

type Invoice = TJobCharges['invoices'][number];

/** The job's invoices, notes and vendor bills (issue 17); one opens in the invoice editor. */
export function JobInvoices({ invoices, onOpen }: { invoices: Invoice[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('jobCharges');
  const labelText = useLabel();
  const money = (key: 'grossTotal' | 'clearedAmount') =>
    moneyInRowCurrency<Invoice>(key, labelText(`finance:fields.${key}`));
  return (
    <Table<Invoice>
      size="small"
      bordered
      pagination={false}
      rowKey="id"
      title={() => t('invoices.title')}
      locale={{ emptyText: t('invoices.none') }}
      dataSource={invoices}
      onRow={(row) => ({ onDoubleClick: () => onOpen(row.id) })}
      columns={[
        {
          key: 'invoiceNo',
          title: labelText('finance:fields.invoiceNo'),
          render: (_, row) => (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row.id)}>
              {row.invoiceNo || t('invoices.unnumbered')}
            </Button>
          ),
        },
        {
          key: 'kind',
          title: labelText('finance:fields.invoiceKind'),
          render: (_, r) => labelText(INVOICE_KINDS[r.kind].label),
        },
        {
          key: 'state',
          title: labelText('finance:fields.invoiceState'),
          render: (_, r) => <InvoiceStateTag status={r.state} />,
        },
        {
          key: 'paymentState',
          title: labelText('finance:fields.paymentState'),
          render: (_, r) => r.state === 'CONFIRMED' && <PaymentStateTag status={r.paymentState} />,
        },
        { key: 'partyName', dataIndex: 'partyName', title: labelText('finance:fields.settlementAccount') },
        money('grossTotal'),
        money('clearedAmount'),
      ]}
    />
  );
}
