import type { TInvoice } from '@apex/shared/finance';
import { localTime } from '@apex/shared/format';
import { DatePicker, Descriptions, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';

export interface InvoiceEdits {
  lineIds: number[];
  invoiceDate: string;
  remark: string;
  vendorInvoiceNo: string;
}

interface InvoiceHeaderProps {
  invoice: TInvoice;
  edits: InvoiceEdits;
  /** A draft's date, remark and vendor invoice no change; absent when the invoice cannot change. */
  onEdit?: (change: Partial<InvoiceEdits>) => void;
}

/**
 * Who is billed or paid, for which job, in which currency, when it is due and from when it ages;
 * a draft's own fields as inputs (spec §4: a confirmed invoice goes back to draft before it changes).
 */
export function InvoiceHeader({ invoice, edits, onEdit }: InvoiceHeaderProps) {
  const { t } = useTranslation('jobCharges');
  const labelText = useLabel();
  const stamp = (by: string, at: string | null) => (by ? `${by} ${localTime(at)}` : '');
  return (
    <Descriptions size="small" bordered column={3}>
      <Descriptions.Item label={labelText('jobs:columns.jobNo')}>{invoice.jobNo}</Descriptions.Item>
      <Descriptions.Item label={labelText('finance:fields.settlementAccount')} span={2}>
        {invoice.partyCode} · {invoice.partyName}
      </Descriptions.Item>
      <Descriptions.Item label={labelText('masterData:entities.currency')}>{invoice.currency}</Descriptions.Item>
      <Descriptions.Item label={labelText('finance:fields.invoiceDate')}>
        {onEdit ? (
          <DatePicker
            size="small"
            allowClear={false}
            aria-label={labelText('finance:fields.invoiceDate')}
            value={dayjs(edits.invoiceDate)}
            onChange={(d) => d && onEdit({ invoiceDate: d.format('YYYY-MM-DD') })}
          />
        ) : (
          invoice.invoiceDate
        )}
      </Descriptions.Item>
      <Descriptions.Item label={labelText('finance:fields.dueDate')}>{invoice.dueDate}</Descriptions.Item>
      <Descriptions.Item label={labelText('finance:fields.agingBeginDate')}>{invoice.agingBeginDate}</Descriptions.Item>
      <Descriptions.Item label={labelText('finance:fields.taxInvoiceNo')}>{invoice.taxInvoiceNo}</Descriptions.Item>
      <Descriptions.Item label={labelText('finance:fields.vendorInvoiceNo')}>
        {onEdit && invoice.kind === 'VENDOR_BILL' ? (
          <Input
            size="small"
            maxLength={40}
            aria-label={labelText('finance:fields.vendorInvoiceNo')}
            value={edits.vendorInvoiceNo}
            onChange={(e) => onEdit({ vendorInvoiceNo: e.target.value })}
          />
        ) : (
          invoice.vendorInvoiceNo
        )}
      </Descriptions.Item>
      <Descriptions.Item label={labelText('general:columns.remark')} span={3}>
        {onEdit ? (
          <Input.TextArea
            size="small"
            maxLength={300}
            autoSize={{ minRows: 1, maxRows: 3 }}
            aria-label={labelText('general:columns.remark')}
            value={edits.remark}
            onChange={(e) => onEdit({ remark: e.target.value })}
          />
        ) : (
          invoice.remark
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('invoice.confirmedBy')}>
        {stamp(invoice.confirmedBy, invoice.confirmedAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('invoice.createdBy')} span={2}>
        {stamp(invoice.createdBy, invoice.createdAt)}
      </Descriptions.Item>
    </Descriptions>
  );
}
