import { JOB_STATUS_CODES, JOB_STATUSES, type TBatchChange } from '@apex/shared/jobs';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useJobListLabel } from './job-list-labels';

/** The fields this dialog offers, of the request's (`ZBatchChange`); operator and sales are set through the API (no user picker for operators yet). */
const FIELDS = ['jobStatus', 'vessel', 'voyage', 'etd', 'eta'] as const satisfies readonly TBatchChange['field'][];
type Field = (typeof FIELDS)[number];

/** BATCH UPDATE: one field and its value, for every selected job at once. */
export function JobBatchDialog({
  count,
  onApply,
  onClose,
}: {
  count: number;
  onApply: (change: TBatchChange) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('jobList');
  const { t: ta } = useTranslation('admin');
  const labelText = useLabel();
  const label = useJobListLabel();
  const [field, setField] = useState<Field>('jobStatus');
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      await onApply({ field, value: field === 'vessel' || field === 'voyage' ? (value ?? '') : value } as TBatchChange);
    } finally {
      setBusy(false);
    }
  };
  const input =
    field === 'jobStatus' ? (
      <Select
        aria-label={t('value')}
        value={value}
        onChange={setValue}
        options={JOB_STATUS_CODES.map((c) => ({ value: c, label: labelText(JOB_STATUSES[c]) }))}
      />
    ) : field === 'etd' || field === 'eta' ? (
      <DatePicker aria-label={t('value')} onChange={(d: Dayjs | null) => setValue(d ? d.format('YYYY-MM-DD') : null)} />
    ) : (
      <Input aria-label={t('value')} value={value ?? ''} onChange={(e) => setValue(e.target.value)} />
    );
  return (
    <Modal open title={t('batchTitle', { count })} onOk={() => void apply()} onCancel={onClose} confirmLoading={busy}>
      <Form layout="vertical" size="small">
        <Form.Item label={ta('form.field')}>
          <Select
            aria-label={ta('form.field')}
            value={field}
            onChange={(f) => {
              setField(f);
              setValue(null);
            }}
            options={FIELDS.map((f) => ({ value: f, label: label(f) }))}
          />
        </Form.Item>
        <Form.Item label={t('value')}>{input}</Form.Item>
      </Form>
    </Modal>
  );
}
