import type { TJobType } from '@apex/shared/jobs';
import { NORMAL_STEPS, ZGoodsStatusBatchRequest } from '@apex/shared/tracking';
import { Alert, App, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { type GoodsStatusField, useGoodsStatusLabel } from '../goods-status/goods-status-labels';
import { WhenWhereFields } from '../goods-status/when-where-fields';
import { jobApi } from '../job-api';

interface BatchStepDialogProps {
  jobType: TJobType;
  jobIds: number[];
  /** `saved`: every job took the step. */
  onClose: (saved?: boolean) => void;
}

/**
 * One step with one date for every job ticked (issue 20: "these 40 jobs arrived"). All or none: the
 * server's refusal names the job, and no job changes.
 */
export function BatchStepDialog({ jobType, jobIds, onClose }: BatchStepDialogProps) {
  const { t } = useTranslation('goodsStatus');
  const label = useGoodsStatusLabel();
  const { message } = App.useApp();
  const editor = useRecordEditor({
    schema: ZGoodsStatusBatchRequest,
    base: { jobIds },
    save: (body) => request(jobApi(jobType).goodsStatusDesk.batch, { body }),
    onSaved: (envelope) => {
      void message.success(envelope.message);
      onClose(true);
    },
  });
  const item = (key: GoodsStatusField) => ({ label: label.field(key), ...editor.field(key) });
  return (
    <EditorFrame
      open
      name="goodsStatusBatch"
      width={600}
      editor={editor}
      title={t('desk.setTitle', { count: jobIds.length })}
      notice={<Alert type="info" showIcon title={t('desk.setHint')} />}
      initialValues={{ occurredAt: new Date().toISOString() }}
      onClose={() => onClose()}
    >
      <Row gutter={12}>
        <FieldCol span={24} {...item('step')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={NORMAL_STEPS.map((value) => ({ value, label: label.step(value) }))}
          />
        </FieldCol>
        <WhenWhereFields editor={editor} />
      </Row>
    </EditorFrame>
  );
}
