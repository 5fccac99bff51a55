import { INVOICE_NO_MAX, type TInvoice } from '@apex/shared/finance';
import { Button, Flex, Popconfirm, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { NumberOnlyInput } from '../../../kit/number-only-input';
import type { InvoiceEdits } from './invoice-header';
import type { useInvoiceActions } from './use-invoice-actions';

interface InvoiceActionsProps {
  invoice: TInvoice;
  edits: InvoiceEdits;
  dirty: boolean;
  actions: ReturnType<typeof useInvoiceActions>;
}

/**
 * The steps an invoice's state allows (spec §4): a draft is saved, confirmed, or deleted (voided
 * once it had a number, so none goes missing); a confirmed one is cancelled back to draft, or gets
 * its tax invoice no (spec §9: at most 18 digits). The server refuses a step the state does not
 * allow, in spec §8's words.
 */
export function InvoiceActions({ invoice, edits, dirty, actions }: InvoiceActionsProps) {
  const { t } = useTranslation('jobCharges');
  const { t: ta } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const labelText = useLabel();
  const [taxNo, setTaxNo] = useState(invoice.taxInvoiceNo);
  const { update, confirm, cancel, taxInvoice, remove } = actions;
  if (invoice.state === 'VOID') return null;
  if (invoice.state === 'CONFIRMED')
    return (
      <Flex justify="space-between" wrap gap={8}>
        <Space.Compact>
          <NumberOnlyInput
            zeroBefore
            maxLength={INVOICE_NO_MAX}
            aria-label={labelText('finance:fields.taxInvoiceNo')}
            placeholder={labelText('finance:fields.taxInvoiceNo')}
            value={taxNo}
            onChange={setTaxNo}
            style={{ width: 220 }}
          />
          <Button
            disabled={taxNo === invoice.taxInvoiceNo}
            loading={taxInvoice.isPending}
            onClick={() => taxInvoice.mutate(taxNo)}
          >
            {t('invoice.saveTaxInvoice')}
          </Button>
        </Space.Compact>
        <Popconfirm title={t('invoice.cancelQuestion')} onConfirm={() => cancel.mutate()}>
          <Button loading={cancel.isPending}>{t('invoice.cancel')}</Button>
        </Popconfirm>
      </Flex>
    );
  return (
    <Flex justify="space-between" wrap gap={8}>
      <Space>
        <Button disabled={!dirty} loading={update.isPending} onClick={() => update.mutate(edits)}>
          {tc('save')}
        </Button>
        <Tooltip title={dirty ? t('invoice.saveBeforeConfirm') : undefined}>
          <Button type="primary" disabled={dirty} loading={confirm.isPending} onClick={() => confirm.mutate(false)}>
            {t('invoice.confirm')}
          </Button>
        </Tooltip>
      </Space>
      <Popconfirm
        title={
          invoice.invoiceNo ? t('invoice.voidQuestion', { invoiceNo: invoice.invoiceNo }) : t('invoice.deleteQuestion')
        }
        onConfirm={() => remove.mutate()}
      >
        <Button danger loading={remove.isPending}>
          {invoice.invoiceNo ? labelText('finance:invoiceStates.VOID') : ta('list.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
