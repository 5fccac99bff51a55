import { type TJobBills, type TJobType, ZSaveMblRequest } from '@apex/shared/jobs';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Descriptions, Form, Input, InputNumber, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { useBesideLabels } from '../../../kit/form/beside-labels';
import { dateTextField } from '../../../kit/form/date-text-field';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { PartySelect } from '../../admin/parties/party-select';
import { jobApi } from '../job-api';
import { billsQueryKey } from './bills-api';
import { partyValue } from './party-value';

interface MblSectionProps {
  jobType: TJobType;
  bills: TJobBills;
  onDirtyChange: (dirty: boolean) => void;
}

const MBL_FIELDS = [
  'shipper',
  'consignee',
  'notify',
  'placeOfIssue',
  'dateOfIssue',
  'originals',
  'onBoardDate',
] as const;

/** The MB/L part of the job: the job's MB/L no with the bill's parties, issue, originals, on-board date. */
export function MblSection({ jobType, bills, onDirtyChange }: MblSectionProps) {
  const { t } = useTranslation('bills');
  const { t: tj } = useTranslation('jobCard');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { job, mbl } = bills;
  const editor = useRecordEditor({
    schema: ZSaveMblRequest,
    base: { version: mbl.version },
    save: (body) => request(jobApi(jobType).bills.saveMbl, { params: { id: job.id }, body }),
    onSaved: () => {
      void message.success(t('mbl.saved'));
      onDirtyChange(false);
      void queryClient.invalidateQueries({ queryKey: billsQueryKey(jobType, job.id) });
    },
    reload: async () => {
      await queryClient.invalidateQueries({ queryKey: billsQueryKey(jobType, job.id) });
      onDirtyChange(false);
      return undefined;
    },
  });
  useEffect(() => {
    editor.form.resetFields();
    editor.form.setFieldsValue(mbl);
  }, [mbl, editor.form]);
  const labelOf = (name: (typeof MBL_FIELDS)[number]) => t(`mbl.fields.${name}`);
  const besideLabels = useBesideLabels(MBL_FIELDS.map(labelOf));
  // Every MB/L field may stay blank (a blank number reads as missing to the schema's required probe).
  const item = (name: (typeof MBL_FIELDS)[number]) => ({
    label: labelOf(name),
    ...editor.field(name),
    required: false,
  });
  return (
    <Card
      size="small"
      title={t('mbl.title')}
      extra={
        <Button type="primary" size="small" loading={editor.saving} onClick={() => void editor.submit()}>
          {tj('save')}
        </Button>
      }
    >
      <Descriptions size="small" column={4} style={{ marginBottom: 8 }}>
        <Descriptions.Item label={t('mbl.fields.mblNo')}>{job.mblNo || '—'}</Descriptions.Item>
      </Descriptions>
      <Form name="mbl" form={editor.form} {...besideLabels} size="small" onValuesChange={() => onDirtyChange(true)}>
        <Row gutter={12}>
          <FieldCol span={8} {...item('shipper')}>
            <PartySelect selected={partyValue(mbl.shipper, mbl.shipperName)} />
          </FieldCol>
          <FieldCol span={8} {...item('consignee')}>
            <PartySelect selected={partyValue(mbl.consignee, mbl.consigneeName)} />
          </FieldCol>
          <FieldCol span={8} {...item('notify')}>
            <PartySelect selected={partyValue(mbl.notify, mbl.notifyName)} />
          </FieldCol>
          <FieldCol span={6} {...item('placeOfIssue')}>
            <Input maxLength={100} />
          </FieldCol>
          <FieldCol span={6} {...item('dateOfIssue')} {...dateTextField}>
            <DatePicker style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol span={6} {...item('originals')}>
            <InputNumber min={0} max={9} precision={0} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol span={6} {...item('onBoardDate')} {...dateTextField}>
            <DatePicker style={{ width: '100%' }} />
          </FieldCol>
        </Row>
      </Form>
    </Card>
  );
}
