import { API } from '@apex/shared';
import {
  DOC_RECEIVERS,
  nextDocSteps,
  type TDocRecord,
  type TDocStepEntry,
  ZDocStepRequest,
} from '@apex/shared/doc-records';
import { DATE_FORMAT, formatDateTime } from '@apex/shared/format';
import { Alert, App, Button, DatePicker, Flex, Form, Input, Row, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { useLabel } from '../../i18n/use-label';
import { dateTextField } from '../../kit/form/date-text-field';
import { FieldCol } from '../../kit/form/field-col';
import { useRecordEditor } from '../../kit/form/use-record-editor';
import { KitSelect } from '../../kit/kit-select';
import { useDocRecordOptions } from './doc-record-options';

/** The steps so far: the day the paper moved, who signed for it, and who recorded it when. */
function useStepColumns(): ColumnsType<TDocStepEntry> {
  const { t } = useTranslation('docRecords');
  const label = useLabel();
  const { field, stepLabel } = useDocRecordOptions();
  return [
    { key: 'step', title: t('dialog.step'), render: (_, s) => stepLabel(s.step) },
    { key: 'date', dataIndex: 'date', title: field('stepDate'), width: 100 },
    { key: 'signer', dataIndex: 'signer', title: field('signer') },
    { key: 'sentTo', title: field('sentTo'), render: (_, s) => (s.sentTo ? label(DOC_RECEIVERS[s.sentTo]) : '') },
    { key: 'courier', title: field('courier'), render: (_, s) => [s.courier, s.expressNo].filter(Boolean).join(' ') },
    { key: 'remark', dataIndex: 'remark', title: label('general:columns.remark') },
    {
      key: 'recorded',
      title: field('recordedBy'),
      render: (_, s) => `${s.createdBy} ${formatDateTime(new Date(s.createdAt))}`,
    },
  ];
}

/**
 * spec §2.8 doc management "doc status": the journey so far and its next step, offered among those
 * the journey allows (DOC_STEPS; the server holds the same rule).
 */
export function DocJourney({ record, onStepped }: { record: TDocRecord; onStepped: (record: TDocRecord) => void }) {
  const { t } = useTranslation('docRecords');
  const label = useLabel();
  const { message } = App.useApp();
  const options = useDocRecordOptions();
  const columns = useStepColumns();
  const next = nextDocSteps(record.status);
  const editor = useRecordEditor({
    schema: ZDocStepRequest,
    base: { version: record.version },
    save: (body) => request(API.docRecords.step, { params: { id: record.id }, body }),
    onSaved: (envelope) => {
      void message.success(t('dialog.stepped', { step: options.stepLabel(envelope.data.steps.at(-1)!.step) }));
      onStepped(envelope.data);
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a recorded step (a new version) starts the next one afresh
  useEffect(() => {
    editor.form.resetFields();
    editor.form.setFieldsValue({ step: next[0], date: dayjs().format(DATE_FORMAT) });
  }, [record.version, editor.form, next[0]]);
  const step = Form.useWatch('step', editor.form);
  const item = (name: string, text: string) => ({ label: text, ...editor.field(name) });
  return (
    <Flex vertical gap={8}>
      <Table<TDocStepEntry>
        size="small"
        rowKey="id"
        pagination={false}
        columns={columns}
        dataSource={record.steps}
        locale={{ emptyText: t('dialog.noSteps') }}
      />
      {next.length === 0 ? (
        <Alert type="success" showIcon title={t('dialog.journeyOver')} />
      ) : (
        <Form name="docStep" form={editor.form} layout="vertical" size="small">
          <Row gutter={12} align="bottom">
            <FieldCol span={4} {...item('step', t('dialog.nextStep'))}>
              <KitSelect options={options.steps(next)} />
            </FieldCol>
            <FieldCol span={4} {...item('date', options.field('stepDate'))} {...dateTextField}>
              <DatePicker style={{ width: '100%' }} />
            </FieldCol>
            <FieldCol span={4} {...item('signer', options.field('signer'))}>
              <Input maxLength={60} />
            </FieldCol>
            {step === 'SEND' && (
              <>
                <FieldCol span={4} {...item('sentTo', options.field('sentTo'))}>
                  <KitSelect options={options.receivers} />
                </FieldCol>
                <FieldCol span={4} {...item('courier', options.field('courier'))}>
                  <Input maxLength={60} />
                </FieldCol>
                <FieldCol span={4} {...item('expressNo', options.field('expressNo'))}>
                  <Input maxLength={40} />
                </FieldCol>
              </>
            )}
            <FieldCol span={step === 'SEND' ? 20 : 8} {...item('remark', label('general:columns.remark'))}>
              <Input maxLength={300} />
            </FieldCol>
            <FieldCol span={4}>
              <Button type="primary" block loading={editor.saving} onClick={() => void editor.submit()}>
                {t('dialog.record')}
              </Button>
            </FieldCol>
          </Row>
        </Form>
      )}
    </Flex>
  );
}
