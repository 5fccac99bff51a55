import { INVOICE_KINDS, lineTax, type TChargeLine, type TInvoice, type TInvoiceKind } from '@apex/shared/finance';
import { addDecimals } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import { useMutation } from '@tanstack/react-query';
import { Alert, DatePicker, Descriptions, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { messageText } from '../../../i18n/server-messages';
import { useLabel } from '../../../i18n/use-label';
import { DraggableModal } from '../../../kit/draggable-modal';
import { MoneyText } from '../../finance/money-column';
import { jobApi } from '../job-api';
import { invoiceSelectionProblem, kindsForSide } from './invoice-selection';

interface InvoiceCreateDialogProps {
  jobType: TJobType;
  jobId: number;
  /** The saved lines ticked in the grid, in line order. */
  lines: TChargeLine[];
  onCreated: (invoice: TInvoice) => void;
  onClose: () => void;
}

interface Values {
  invoiceDate: Dayjs;
  remark?: string;
  vendorInvoiceNo?: string;
}

/** What the chosen lines come to with their tax: what the document asks the party to pay. */
const grossOf = (lines: readonly TChargeLine[]) =>
  addDecimals('0', ...lines.map((l) => lineTax(l.amount, l.taxRate, l.taxInclusive).grossAmount));

/**
 * A new draft invoice, debit or credit note, or vendor bill of the ticked lines (issue 17): one
 * settlement account, one currency, the kind's side. What would be refused is said before sending,
 * in the server's words; what the server refuses still shows under the form.
 */
export function InvoiceCreateDialog({ jobType, jobId, lines, onCreated, onClose }: InvoiceCreateDialogProps) {
  const { t } = useTranslation('jobCharges');
  const labelText = useLabel();
  const [form] = Form.useForm<Values>();
  const kinds = kindsForSide(lines[0]?.side ?? 'AR');
  const [kind, setKind] = useState<TInvoiceKind>(kinds[0]!);
  const problem = invoiceSelectionProblem(lines, kind);
  const create = useMutation({
    mutationFn: (values: Values) =>
      call(
        jobApi(jobType).charges.createInvoice,
        {
          params: { id: jobId },
          body: {
            kind,
            lineIds: lines.map((l) => l.id),
            invoiceDate: values.invoiceDate.format('YYYY-MM-DD'),
            remark: values.remark ?? '',
            vendorInvoiceNo: values.vendorInvoiceNo ?? '',
          },
        },
        { isStopError: true },
      ),
    onSuccess: onCreated,
  });
  const first = lines[0];
  return (
    <DraggableModal
      open
      title={t('invoiceDialog.title')}
      okText={t('invoiceDialog.create')}
      okButtonProps={{ disabled: problem !== null }}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {first && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={labelText('finance:fields.settlementAccount')}>{first.partyName}</Descriptions.Item>
          <Descriptions.Item label={t('invoiceDialog.lines')}>
            {lines.map((l) => l.lineNo).join(', ')}
          </Descriptions.Item>
          <Descriptions.Item label={labelText('finance:fields.grossTotal')}>
            <MoneyText amount={grossOf(lines)} currency={first.currency} />
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        size="small"
        initialValues={{ invoiceDate: dayjs() }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item label={labelText('finance:fields.invoiceKind')}>
          <Select
            aria-label={labelText('finance:fields.invoiceKind')}
            value={kind}
            onChange={setKind}
            options={kinds.map((k) => ({ value: k, label: labelText(INVOICE_KINDS[k].label) }))}
          />
        </Form.Item>
        <Form.Item name="invoiceDate" label={labelText('finance:fields.invoiceDate')} rules={[{ required: true }]}>
          <DatePicker />
        </Form.Item>
        {kind === 'VENDOR_BILL' && (
          <Form.Item name="vendorInvoiceNo" label={labelText('finance:fields.vendorInvoiceNo')}>
            <Input maxLength={40} />
          </Form.Item>
        )}
        <Form.Item name="remark" label={labelText('general:columns.remark')}>
          <Input.TextArea maxLength={300} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
      </Form>
      {problem && <Alert type="warning" showIcon title={messageText(problem.code, problem.values)} />}
      {create.error && <Alert type="error" showIcon title={failureText(create.error)} />}
    </DraggableModal>
  );
}
