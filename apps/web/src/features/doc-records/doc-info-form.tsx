import { API } from '@apex/shared';
import { type TDocRecord, ZCreateDocRecordRequest, ZUpdateDocRecordRequest } from '@apex/shared/doc-records';
import type { TJobType } from '@apex/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, InputNumber, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { useLabel } from '../../i18n/use-label';
import { FieldCol } from '../../kit/form/field-col';
import { useRecordEditor } from '../../kit/form/use-record-editor';
import { KitSelect } from '../../kit/kit-select';
import { PartySelect } from '../admin/parties/party-select';
import { billsQuery } from '../jobs/bills/bills-api';
import { partyValue } from '../jobs/bills/party-value';
import { jobApi } from '../jobs/job-api';
import { useDocRecordOptions } from './doc-record-options';

// PartySelect's `role` is a party role, not an ARIA role: passed by spread so the a11y lint does not misread it.
const CUSTOMER = { role: 'CUSTOMER' } as const;

interface DocInfoFormProps {
  jobType: TJobType;
  jobId: number;
  /** The record edited; absent for a new one of the job. */
  record?: TDocRecord;
  onSaved: (record: TDocRecord) => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** spec §2.8 doc management "doc info": the paper, its bill, customer, manual no, originals and remark. */
export function DocInfoForm({ jobType, jobId, record, onSaved, onDirtyChange }: DocInfoFormProps) {
  const { t } = useTranslation('docRecords');
  const { t: tc } = useTranslation('common');
  const label = useLabel();
  const { message } = App.useApp();
  const options = useDocRecordOptions();
  const hbls = useQuery(billsQuery(jobType, jobId)).data?.hbls ?? [];
  const editor = useRecordEditor({
    schema: record ? ZUpdateDocRecordRequest : ZCreateDocRecordRequest,
    base: record ? { version: record.version } : {},
    save: (body) =>
      record
        ? request(API.docRecords.update, { params: { id: record.id }, body: body as never })
        : request(jobApi(jobType).docs.create, { params: { id: jobId }, body: body as never }),
    onSaved: (envelope) => {
      const saved = envelope.data as TDocRecord;
      void message.success(record ? t('dialog.saved') : t('dialog.created', { docNo: saved.docNo }));
      editor.form.resetFields();
      onDirtyChange?.(false);
      onSaved(saved);
    },
  });
  useEffect(() => {
    editor.form.setFieldsValue(record ?? { docType: 'ORIGINAL_BL', belongsTo: 'MBL', hblId: null, originals: 3 });
  }, [record, editor.form]);
  const belongsTo = Form.useWatch('belongsTo', editor.form);
  // The schema's defaults make a blank customer, HB/L or count valid; an HB/L is needed only by a house bill's paper.
  const item = (name: string, text: string) => ({
    label: text,
    ...editor.field(name),
    required: name === 'hblId' ? belongsTo === 'HBL' : name === 'docType' || name === 'belongsTo',
  });
  return (
    <Form
      name="docInfo"
      form={editor.form}
      layout="vertical"
      size="small"
      onValuesChange={(changed) => {
        if (changed.belongsTo === 'MBL') editor.form.setFieldValue('hblId', null);
        onDirtyChange?.(true);
      }}
    >
      <Row gutter={12}>
        <FieldCol span={6} {...item('docType', options.field('docType'))}>
          <KitSelect options={options.types} />
        </FieldCol>
        <FieldCol span={6} {...item('belongsTo', options.field('belongsTo'))}>
          <KitSelect options={options.belongsTo} />
        </FieldCol>
        <FieldCol span={6} {...item('hblId', label('jobs:fields.hblNo'))}>
          <KitSelect
            disabled={belongsTo !== 'HBL'}
            options={hbls.map((h) => ({ value: h.id, label: h.hblNo }))}
            allowClear
          />
        </FieldCol>
        <FieldCol span={6} {...item('customer', label('jobs:fields.customer'))}>
          <PartySelect {...CUSTOMER} selected={partyValue(record?.customer ?? null, record?.customerName ?? '')} />
        </FieldCol>
        <FieldCol span={6} {...item('manualNo', options.field('manualNo'))}>
          <Input maxLength={40} />
        </FieldCol>
        <FieldCol span={6} {...item('originals', options.field('originals'))}>
          <InputNumber min={0} max={9} precision={0} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={12} {...item('remark', label('general:columns.remark'))}>
          <Input maxLength={300} />
        </FieldCol>
      </Row>
      <Flex justify="end">
        <Button type="primary" loading={editor.saving} onClick={() => void editor.submit()}>
          {tc('save')}
        </Button>
      </Flex>
    </Form>
  );
}
