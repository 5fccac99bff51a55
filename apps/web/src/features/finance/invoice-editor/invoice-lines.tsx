import type { TInvoice } from '@apex/shared/finance';
import { quantityText } from '@apex/shared/format';
import { Button, Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { MoneyText } from '../money-column';

type Line = TInvoice['lines'][number];

interface InvoiceLinesProps {
  invoice: TInvoice;
  /** The lines the draft keeps (all of a confirmed invoice's). */
  lineIds: number[];
  /** A draft's line taken off it; absent when the invoice cannot change. */
  onRemove?: (id: number) => void;
}

/** The invoice's lines with their tax, and its totals: amount, tax, what is due, cleared and outstanding. */
export function InvoiceLines({ invoice, lineIds, onRemove }: InvoiceLinesProps) {
  const { t } = useTranslation('jobCharges');
  const labelText = useLabel();
  const money = (amount: string | null | undefined) => <MoneyText amount={amount} currency={invoice.currency} />;
  const figure = (key: 'price' | 'amount' | 'taxAmount' | 'notTaxedAmount' | 'clearedAmount', title: string) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, line: Line) => <MoneyText amount={line[key]} />,
  });
  const kept = invoice.lines.filter((l) => lineIds.includes(l.id));
  return (
    <>
      <Table<Line>
        size="small"
        bordered
        pagination={false}
        rowKey="id"
        dataSource={kept}
        columns={[
          { key: 'chargeCode', dataIndex: 'chargeCode', title: labelText('masterData:entities.chargeCode') },
          { key: 'displayName', dataIndex: 'displayName', title: labelText('finance:fields.displayName') },
          { key: 'unit', dataIndex: 'unit', title: labelText('masterData:templates.unit') },
          { key: 'num', title: labelText('finance:fields.num'), align: 'right', render: (_, l) => quantityText(l.num) },
          figure('price', labelText('masterData:templates.price')),
          figure('amount', labelText('finance:fields.amount')),
          { key: 'taxRate', dataIndex: 'taxRate', title: labelText('masterData:columns.taxRate'), align: 'right' },
          figure('taxAmount', labelText('finance:fields.taxAmount')),
          figure('clearedAmount', labelText('finance:fields.clearedAmount')),
          ...(onRemove
            ? [
                {
                  key: 'remove',
                  width: 90,
                  render: (_: unknown, l: Line) => (
                    <Button size="small" type="link" danger disabled={kept.length === 1} onClick={() => onRemove(l.id)}>
                      {t('invoice.removeLine')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Descriptions size="small" column={5} style={{ marginTop: 8 }}>
        <Descriptions.Item label={labelText('finance:fields.amount')}>{money(invoice.amountTotal)}</Descriptions.Item>
        <Descriptions.Item label={labelText('finance:fields.taxAmount')}>{money(invoice.taxTotal)}</Descriptions.Item>
        <Descriptions.Item label={labelText('finance:fields.grossTotal')}>
          {money(invoice.grossTotal)}
        </Descriptions.Item>
        <Descriptions.Item label={labelText('finance:fields.clearedAmount')}>
          {money(invoice.clearedAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={labelText('finance:fields.outstanding')}>
          {money(invoice.outstanding)}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
