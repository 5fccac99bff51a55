import { API } from '@apex/shared';
import type { TInvoice } from '@apex/shared/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../api/client';
import { invoiceQueryKey } from './invoice-query';

/** The server's question before it confirms (409 with `data.confirm`: a blacklisted or over-credit party). */
const creditQuestion = (error: unknown): string | null =>
  error instanceof ApiError &&
  error.statusCode === 409 &&
  typeof (error.envelope.data as { confirm?: unknown } | null)?.confirm === 'string'
    ? error.message
    : null;

interface DraftEdits {
  lineIds: number[];
  invoiceDate: string;
  remark: string;
  vendorInvoiceNo: string;
}

/**
 * What the invoice editor does to an invoice (spec §4, issue 17): save a draft's lines and dates,
 * confirm it (numbered then; a credit warning is asked about and the call repeated with the
 * answer), cancel it back to draft, record its tax invoice no, delete or void it. Each answer
 * replaces the invoice shown; `onChanged` tells the screen that opened it (its job's lines changed).
 */
export function useInvoiceActions(invoice: TInvoice | undefined, onChanged: () => void, onDeleted: () => void) {
  const { t } = useTranslation('jobCharges');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const id = invoice?.id ?? 0;
  const version = invoice?.version ?? 0;
  const params = { id };
  const done = (text: string) => (data: TInvoice) => {
    client.setQueryData(invoiceQueryKey(id), data);
    message.success(text);
    onChanged();
  };

  const update = useMutation({
    mutationFn: (edits: DraftEdits) =>
      call(API.finance.updateInvoice, { params, body: { version, ...edits } }, { isStopError: true }),
    onSuccess: done(t('invoice.saved')),
  });
  const confirm = useMutation({
    mutationFn: (acknowledgeCredit: boolean) =>
      call(API.finance.confirmInvoice, { params, body: { version, acknowledgeCredit } }, { isStopError: true }),
    onSuccess: (data) => done(t('invoice.confirmed', { invoiceNo: data.invoiceNo }))(data),
    onError: (error) => {
      const question = creditQuestion(error);
      if (!question) return;
      confirm.reset();
      modal.confirm({
        title: t('invoice.creditTitle'),
        content: question,
        okText: t('invoice.confirmAnyway'),
        onOk: () => confirm.mutate(true),
      });
    },
  });
  const cancel = useMutation({
    mutationFn: () => call(API.finance.cancelInvoice, { params, body: { version } }, { isStopError: true }),
    onSuccess: done(t('invoice.cancelled')),
  });
  const taxInvoice = useMutation({
    mutationFn: (taxInvoiceNo: string) =>
      call(API.finance.setTaxInvoiceNo, { params, body: { version, taxInvoiceNo } }, { isStopError: true }),
    onSuccess: done(t('invoice.taxInvoiceSaved')),
  });
  const remove = useMutation({
    mutationFn: () => call(API.finance.deleteInvoice, { params, query: { version } }, { isStopError: true }),
    onSuccess: () => {
      message.success(invoice?.invoiceNo ? t('invoice.voided') : t('invoice.deleted'));
      onChanged();
      onDeleted();
    },
  });

  const all = [update, confirm, cancel, taxInvoice, remove];
  const failure = all.find((m) => m.error && !creditQuestion(m.error))?.error ?? null;
  return { update, confirm, cancel, taxInvoice, remove, failure, busy: all.some((m) => m.isPending) };
}
