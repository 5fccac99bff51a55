import { type THbl, type TJobType, ZCreateHblRequest, ZUpdateHblRequest } from '@apex/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, InputNumber, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, call, request } from '../../../api/client';
import { useBesideLabels } from '../../../kit/form/beside-labels';
import { dateTextField } from '../../../kit/form/date-text-field';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { KitSelect } from '../../../kit/kit-select';
import { PartySelect } from '../../admin/parties/party-select';
import { editableFigures } from '../cargo-grid/editable-figures';
import { jobApi } from '../job-api';
import { PersonSelect } from '../pickers/person-select';
import { confirmAsked } from './bills-api';
import { useHblLabel } from './hbl-labels';
import { partyValue } from './party-value';
import { useAsk } from './use-ask';
import { useCodeOptions } from './use-code-options';

interface HblEditorProps {
  jobType: TJobType;
  jobId: number;
  /** The HB/L edited; absent for a new one. */
  hbl?: THbl;
  onClose: (saved: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
}

// PartySelect's `role` is a party role, not an ARIA role: passed by spread so the a11y lint does not misread it.
const ROLE = {
  shipper: { role: 'SHIPPER' },
  consignee: { role: 'CONSIGNEE' },
  notify: { role: 'NOTIFY' },
} as const;

const HBL_FIELDS = [
  'hblNo',
  'releaseMode',
  'oblReceivedDate',
  'shipper',
  'consignee',
  'notify',
  'packages',
  'packageType',
  'weightKg',
  'volumeCbm',
  'poNo',
  'salesCompany',
  'sales',
  'remark',
  'marks',
  'goodsName',
] as const;

/** Adds or edits one HB/L of the job (spec §3 HBL); a weight above the ordered one asks first (§5). */
export function HblEditor({ jobType, jobId, hbl, onClose, onDirtyChange }: HblEditorProps) {
  const { t } = useTranslation('bills');
  const { t: tj } = useTranslation('jobCard');
  const label = useHblLabel();
  const { message } = App.useApp();
  const ask = useAsk();
  const routes = jobApi(jobType).bills;
  const releaseModes = useCodeOptions('RELEASE_MODE');
  const packageTypes = useCodeOptions('PACKAGE_TYPE');
  // A new HB/L starts as the job and with the office's next HB/L no (issue 16), all editable.
  const draft = useQuery({
    queryKey: [routes.hblDraft.tag, routes.hblDraft.path, jobId],
    queryFn: () => call(routes.hblDraft, { params: { id: jobId } }),
    enabled: !hbl,
    gcTime: 0,
  }).data;
  const start = hbl ?? draft;
  const editor = useRecordEditor({
    schema: hbl ? ZUpdateHblRequest : ZCreateHblRequest,
    base: hbl ? { version: hbl.version } : {},
    save: async (body) => {
      const send = (confirmOverWeight: boolean) =>
        hbl
          ? request(routes.updateHbl, {
              params: { id: jobId, hblId: hbl.id },
              body: { ...(body as object), version: hbl.version, confirmOverWeight } as never,
            })
          : request(routes.createHbl, {
              params: { id: jobId },
              body: { ...(body as object), confirmOverWeight } as never,
            });
      try {
        return await send(false);
      } catch (error) {
        if (confirmAsked(error, 'overWeight') && (await ask((error as ApiError).message))) return send(true);
        throw error;
      }
    },
    onSaved: () => {
      void message.success(t('hbl.saved'));
      onDirtyChange(false);
      onClose(true);
    },
  });
  useEffect(() => {
    editor.form.resetFields();
    if (start) editor.form.setFieldsValue(editableFigures(start, ['weightKg', 'volumeCbm']));
  }, [start, editor.form]);
  const besideLabels = useBesideLabels(HBL_FIELDS.map(label));
  // Only the number is required; a blank quantity or party reads as missing to the schema's required probe.
  const item = (name: (typeof HBL_FIELDS)[number]) => ({
    label: label(name),
    ...editor.field(name),
    required: name === 'hblNo',
  });
  return (
    <Modal
      open
      // Three columns of fields with their labels beside them (as on the job card) need the room.
      width={1120}
      title={hbl ? t('hbl.editTitle', { hblNo: hbl.hblNo }) : t('hbl.new')}
      okText={tj('save')}
      confirmLoading={editor.saving}
      onOk={() => void editor.submit()}
      onCancel={() => {
        onDirtyChange(false);
        onClose(false);
      }}
      destroyOnHidden
    >
      <Form name="hbl" form={editor.form} {...besideLabels} size="small" onValuesChange={() => onDirtyChange(true)}>
        <Row gutter={12}>
          <FieldCol span={8} {...item('hblNo')}>
            <Input maxLength={40} />
          </FieldCol>
          <FieldCol span={8} {...item('releaseMode')}>
            <KitSelect allowClear showSearch={{ optionFilterProp: 'label' }} options={releaseModes} />
          </FieldCol>
          <FieldCol span={8} {...item('oblReceivedDate')} {...dateTextField}>
            <DatePicker style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol span={8} {...item('shipper')}>
            <PartySelect {...ROLE.shipper} selected={partyValue(start?.shipper ?? null, start?.shipperName ?? '')} />
          </FieldCol>
          <FieldCol span={8} {...item('consignee')}>
            <PartySelect
              {...ROLE.consignee}
              selected={partyValue(start?.consignee ?? null, start?.consigneeName ?? '')}
            />
          </FieldCol>
          <FieldCol span={8} {...item('notify')}>
            <PartySelect {...ROLE.notify} selected={partyValue(start?.notify ?? null, start?.notifyName ?? '')} />
          </FieldCol>
          <FieldCol span={8} {...item('packages')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol span={8} {...item('packageType')}>
            <KitSelect allowClear showSearch={{ optionFilterProp: 'label' }} options={packageTypes} />
          </FieldCol>
          <FieldCol span={8} {...item('weightKg')}>
            <Input inputMode="decimal" suffix="KGS" />
          </FieldCol>
          <FieldCol span={8} {...item('volumeCbm')}>
            <Input inputMode="decimal" suffix="CBM" />
          </FieldCol>
          <FieldCol span={8} {...item('poNo')}>
            <Input maxLength={60} />
          </FieldCol>
          <FieldCol span={8} {...item('salesCompany')}>
            <Input maxLength={100} />
          </FieldCol>
          <FieldCol span={8} {...item('sales')}>
            <PersonSelect
              jobType={jobType}
              selected={hbl?.sales ? { value: hbl.sales, label: hbl.salesName } : undefined}
            />
          </FieldCol>
          <FieldCol span={8} {...item('remark')}>
            <Input maxLength={1000} />
          </FieldCol>
          <FieldCol span={12} {...item('marks')}>
            <Input.TextArea rows={3} maxLength={4000} />
          </FieldCol>
          <FieldCol span={12} {...item('goodsName')}>
            <Input.TextArea rows={3} maxLength={4000} />
          </FieldCol>
        </Row>
      </Form>
    </Modal>
  );
}
