import { API } from '@apex/shared';
import { INVOICE_KINDS, type TInvoice } from '@apex/shared/finance';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Flex, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { PreviewButton } from '../../../kit/preview-button';
import { useHasPermission } from '../../session/permitted';
import { InvoiceStateTag, PaymentStateTag } from '../status-tags';
import { ClearingHistory } from './clearing-history';
import { InvoiceActions } from './invoice-actions';
import { type InvoiceEdits, InvoiceHeader } from './invoice-header';
import { InvoiceLines } from './invoice-lines';
import { invoiceQuery } from './invoice-query';
import { useInvoiceActions } from './use-invoice-actions';

interface InvoiceDrawerProps {
  id: number;
  onClose: () => void;
  /** The invoice changed (its job's lines with it): the screen that opened it reads them again. */
  onChanged?: () => void;
}

const editsOf = (invoice: TInvoice): InvoiceEdits => ({
  lineIds: invoice.lines.map((l) => l.id),
  invoiceDate: invoice.invoiceDate,
  remark: invoice.remark,
  vendorInvoiceNo: invoice.vendorInvoiceNo,
});

const sameEdits = (a: InvoiceEdits, b: InvoiceEdits) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The invoice editor (issue 17), opened from a job's charges tab and from the invoice list: header,
 * lines, totals with tax, the clearing history, and what its state allows — a draft's lines and
 * dates saved, confirmed (numbered, with the credit warning asked about), deleted or voided; a
 * confirmed one cancelled back to draft or given its tax invoice no.
 */
export function InvoiceDrawer({ id, onClose, onChanged = () => undefined }: InvoiceDrawerProps) {
  const { t } = useTranslation('jobCharges');
  const { t: tc } = useTranslation('common');
  const labelText = useLabel();
  const mayEdit = useHasPermission('/invoice/edit');
  const loaded = useQuery(invoiceQuery(id));
  const invoice = loaded.data;
  const actions = useInvoiceActions(invoice, onChanged, onClose);
  const [edits, setEdits] = useState<InvoiceEdits | null>(null);
  useEffect(() => {
    if (invoice) setEdits(editsOf(invoice));
  }, [invoice]);
  const draft = invoice?.state === 'DRAFT' && mayEdit;
  const edit = (change: Partial<InvoiceEdits>) => setEdits((current) => current && { ...current, ...change });
  const dirty = !!invoice && !!edits && !sameEdits(edits, editsOf(invoice));
  const title = invoice && (
    <Space>
      {labelText(INVOICE_KINDS[invoice.kind].label)}
      <Typography.Text strong>{invoice.invoiceNo || t('invoices.unnumbered')}</Typography.Text>
      <InvoiceStateTag status={invoice.state} />
      {invoice.state === 'CONFIRMED' && <PaymentStateTag status={invoice.paymentState} />}
    </Space>
  );
  return (
    <Drawer
      open
      size={960}
      title={title}
      onClose={onClose}
      extra={
        invoice && (
          <PreviewButton
            title={title}
            load={() => call(API.finance.printInvoice, { params: { id: invoice.id } }, { isStopError: true })}
          >
            {tc('print')}
          </PreviewButton>
        )
      }
      footer={
        invoice &&
        edits &&
        mayEdit && <InvoiceActions invoice={invoice} edits={edits} dirty={dirty} actions={actions} />
      }
    >
      {loaded.isError && <Alert type="error" showIcon title={failureText(loaded.error)} />}
      {!invoice || !edits ? (
        !loaded.isError && <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          <InvoiceHeader invoice={invoice} edits={edits} onEdit={draft ? edit : undefined} />
          {actions.failure && <Alert type="error" showIcon title={failureText(actions.failure)} />}
          <InvoiceLines
            invoice={invoice}
            lineIds={edits.lineIds}
            onRemove={draft ? (lineId) => edit({ lineIds: edits.lineIds.filter((l) => l !== lineId) }) : undefined}
          />
          {invoice.state !== 'DRAFT' && <ClearingHistory invoiceId={invoice.id} currency={invoice.currency} />}
        </Flex>
      )}
    </Drawer>
  );
}
