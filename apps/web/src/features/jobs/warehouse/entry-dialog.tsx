import { quantityText } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import {
  type TWarehouseEntry,
  ZCreateWarehouseEntryRequest,
  ZUpdateWarehouseEntryRequest,
} from '@apex/shared/movement';
import { App, Checkbox, DatePicker, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { momentTextField } from '../../../kit/form/date-text-field';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { PartySelect } from '../../admin/parties/party-select';
import { partyValue } from '../bills/party-value';
import { jobApi } from '../job-api';
import { useWarehouseLabel, type WarehouseField } from './warehouse-labels';

// PartySelect's `role` is a party role, not an ARIA role: passed by spread so the a11y lint does not misread it.
const WAREHOUSE = { role: 'WAREHOUSE' } as const;
const FLAGS = ['customsInspection', 'customsReleased', 'allowOut', 'outboundConfirmed'] as const;

/** The form's values of a saved entry (figures without their trailing zeros, as typed). */
const formValues = (entry: TWarehouseEntry) => ({
  ...entry,
  weightKg: quantityText(entry.weightKg),
  volumeCbm: quantityText(entry.volumeCbm),
});

interface EntryDialogProps {
  jobType: TJobType;
  jobId: number;
  jobNo: string;
  /** The entry edited; a new warehousing without one. */
  entry?: TWarehouseEntry;
  onClose: (saved?: TWarehouseEntry) => void;
}

/** New warehousing, or an entry's fields and flags (spec §3 Warehouse entry); its number comes from the rule. */
export function EntryDialog({ jobType, jobId, jobNo, entry, onClose }: EntryDialogProps) {
  const { t } = useTranslation('jobWarehouse');
  const label = useWarehouseLabel();
  const { message } = App.useApp();
  const routes = jobApi(jobType).warehouse;
  const editor = useRecordEditor({
    schema: entry ? ZUpdateWarehouseEntryRequest : ZCreateWarehouseEntryRequest,
    base: entry ? { version: entry.version } : {},
    save: (body) =>
      entry
        ? request(routes.update, { params: { id: jobId, entryId: entry.id }, body: body as never })
        : request(routes.create, { params: { id: jobId }, body: body as never }),
    onSaved: (envelope) => {
      void message.success(envelope.message || t('dialog.saved', { no: envelope.data.warehouseInNo }));
      onClose(envelope.data);
    },
  });
  const item = (key: WarehouseField) => ({ label: label.field(key), ...editor.field(key) });
  return (
    <EditorFrame
      open
      name="warehouseEntry"
      width={880}
      editor={editor}
      title={entry ? t('dialog.editTitle', { no: entry.warehouseInNo }) : t('dialog.newTitle', { jobNo })}
      initialValues={entry ? formValues(entry) : { inAt: new Date().toISOString(), damageCount: 0 }}
      onClose={() => onClose()}
    >
      <Row gutter={12}>
        <FieldCol span={12} {...item('warehouse')} required={false}>
          <PartySelect
            {...WAREHOUSE}
            lookup={routes.parties}
            selected={partyValue(entry?.warehouse ?? null, entry?.warehouseName ?? '')}
          />
        </FieldCol>
        <FieldCol span={6} {...item('contact')}>
          <Input maxLength={100} />
        </FieldCol>
        <FieldCol span={6} {...item('devanningBillNo')}>
          <Input maxLength={40} />
        </FieldCol>
        <FieldCol span={6} {...item('packages')}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={6} {...item('weightKg')}>
          <Input />
        </FieldCol>
        <FieldCol span={6} {...item('volumeCbm')}>
          <Input />
        </FieldCol>
        <FieldCol span={6} {...item('damageCount')} required={false}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={8} {...item('inAt')} {...momentTextField}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={8} {...item('position')}>
          <Input maxLength={40} />
        </FieldCol>
        <FieldCol span={8} {...item('ladingCompany')}>
          <Input maxLength={100} />
        </FieldCol>
        {FLAGS.map((key) => (
          <FieldCol key={key} span={6} {...item(key)} valuePropName="checked" required={false}>
            <Checkbox />
          </FieldCol>
        ))}
        <FieldCol span={24} {...item('marks')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </FieldCol>
      </Row>
    </EditorFrame>
  );
}
