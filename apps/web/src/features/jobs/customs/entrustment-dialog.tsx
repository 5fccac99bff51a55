import type { TJobType } from '@apex/shared/jobs';
import {
  customsTaxTotal,
  type TCustomsEntrustment,
  ZCreateCustomsEntrustmentRequest,
  ZUpdateCustomsEntrustmentRequest,
} from '@apex/shared/movement';
import { App, DatePicker, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { dateTextField, momentTextField } from '../../../kit/form/date-text-field';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { PartySelect } from '../../admin/parties/party-select';
import { partyValue } from '../bills/party-value';
import { CurrencySelect } from '../goods/currency-select';
import { jobApi } from '../job-api';
import { type CustomsField, useCustomsLabel } from './customs-labels';

// PartySelect's `role` is a party role, not an ARIA role: passed by spread so the a11y lint does not misread it.
const BROKER = { role: 'BROKER' } as const;
const EXAM_DAYS = ['examOrderedDate', 'examDoneDate', 'examReleaseDate'] as const;
const TAXES = ['duty', 'vat', 'otherTaxes'] as const;
const TEXTS = { declarationNo: 40, entryNo: 40, examResult: 200, cancelReason: 200 } as const;

interface EntrustmentDialogProps {
  jobType: TJobType;
  jobId: number;
  jobNo: string;
  /** The entrustment edited; a new one without it. */
  entrustment?: TCustomsEntrustment;
  /** Closed, saved or not: a save reloads the tab and the job's read itself (`isStaleAfter`). */
  onClose: () => void;
}

/** A customs entrustment's fields (spec §3 Customs); its number comes from the office's rule. */
export function EntrustmentDialog({ jobType, jobId, jobNo, entrustment, onClose }: EntrustmentDialogProps) {
  const { t } = useTranslation('jobCustoms');
  const label = useCustomsLabel();
  const { message } = App.useApp();
  const routes = jobApi(jobType).customs;
  const editor = useRecordEditor({
    schema: entrustment ? ZUpdateCustomsEntrustmentRequest : ZCreateCustomsEntrustmentRequest,
    base: entrustment ? { version: entrustment.version } : {},
    save: (body) =>
      entrustment
        ? request(routes.update, { params: { id: jobId, entrustmentId: entrustment.id }, body: body as never })
        : request(routes.create, { params: { id: jobId }, body: body as never }),
    onSaved: (envelope) => {
      void message.success(envelope.message);
      onClose();
    },
  });
  const item = (key: CustomsField) => ({ label: label.field(key), ...editor.field(key), required: false });
  const taxes = Form.useWatch((values) => customsTaxTotal(taxesOf(values ?? {})), editor.form);
  return (
    <EditorFrame
      open
      name="customsEntrustment"
      width={880}
      editor={editor}
      title={entrustment ? t('dialog.editTitle', { no: entrustment.entrustmentNo }) : t('dialog.newTitle', { jobNo })}
      initialValues={entrustment ?? {}}
      onClose={onClose}
    >
      <Row gutter={12}>
        <FieldCol span={12} {...item('broker')}>
          <PartySelect {...BROKER} selected={partyValue(entrustment?.broker ?? null, entrustment?.brokerName ?? '')} />
        </FieldCol>
        {(['declarationNo', 'entryNo'] as const).map((key) => (
          <FieldCol key={key} span={6} {...item(key)}>
            <Input maxLength={TEXTS[key]} />
          </FieldCol>
        ))}
        <FieldCol span={6} {...item('entryDate')} {...dateTextField}>
          <DatePicker style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={6} {...item('releasedAt')} {...momentTextField}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </FieldCol>
        {EXAM_DAYS.map((key) => (
          <FieldCol key={key} span={4} {...item(key)} {...dateTextField}>
            <DatePicker style={{ width: '100%' }} />
          </FieldCol>
        ))}
        <FieldCol span={12} {...item('examResult')}>
          <Input maxLength={TEXTS.examResult} />
        </FieldCol>
        {TAXES.map((key) => (
          <FieldCol key={key} span={4} {...item(key)}>
            <Input inputMode="decimal" />
          </FieldCol>
        ))}
        <FieldCol span={4} {...item('taxCurrency')} normalize={(code: string) => code || null}>
          <CurrencySelect />
        </FieldCol>
        <FieldCol span={8} label={label.field('taxTotal')}>
          <Input readOnly variant="borderless" value={taxes ?? '—'} aria-label={label.field('taxTotal')} />
        </FieldCol>
        <FieldCol span={6} {...item('cancelDate')} {...dateTextField}>
          <DatePicker style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={18} {...item('cancelReason')}>
          <Input maxLength={TEXTS.cancelReason} />
        </FieldCol>
        <FieldCol span={24} {...item('remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </FieldCol>
      </Row>
    </EditorFrame>
  );
}

/** The tax amounts as typed; one not yet a decimal counts as none until it is. */
function taxesOf(values: Record<string, unknown>) {
  const amount = (key: (typeof TAXES)[number]) => {
    const text = String(values[key] ?? '').trim();
    return /^\d{1,12}(\.\d{1,2})?$/.test(text) ? text : null;
  };
  return { duty: amount('duty'), vat: amount('vat'), otherTaxes: amount('otherTaxes') };
}
