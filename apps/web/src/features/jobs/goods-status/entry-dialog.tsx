import type { TJobType } from '@apex/shared/jobs';
import {
  ABNORMAL_EVENTS,
  type TGoodsStatusCode,
  ZCorrectGoodsStatusRequest,
  ZRecordGoodsStatusRequest,
} from '@apex/shared/tracking';
import { App, Checkbox, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { jobApi } from '../job-api';
import { type GoodsStatusField, useGoodsStatusLabel } from './goods-status-labels';
import { WhenWhereFields } from './when-where-fields';

/** What the dialog records: a step (`correct`: one recorded already), or an abnormal event (no step given). */
export interface EntryTarget {
  step?: TGoodsStatusCode;
  correct?: boolean;
}

interface EntryDialogProps {
  jobType: TJobType;
  jobId: number;
  jobNo: string;
  /** The goods status's version as read, and the house bill its entries are for (null: the job). */
  version: number;
  hblId: number | null;
  target: EntryTarget;
  onClose: () => void;
}

/**
 * Records a step or an abnormal event (spec §4). A step is recorded in order; "as a correction"
 * (always so for a step recorded already) asks for the reason that lets it break the order.
 */
export function EntryDialog({ jobType, jobId, jobNo, version, hblId, target, onClose }: EntryDialogProps) {
  const { t } = useTranslation('goodsStatus');
  const label = useGoodsStatusLabel();
  const { message } = App.useApp();
  const routes = jobApi(jobType).goodsStatus;
  const [correction, setCorrection] = useState(Boolean(target.correct));
  const editor = useRecordEditor({
    schema: correction ? ZCorrectGoodsStatusRequest : ZRecordGoodsStatusRequest,
    base: { version, hblId, ...(target.step ? { step: target.step } : {}) },
    save: (body) =>
      request(correction ? routes.correct : routes.record, { params: { id: jobId }, body: body as never }),
    onSaved: (envelope) => {
      void message.success(envelope.message);
      onClose();
    },
  });
  const item = (key: GoodsStatusField) => ({ label: label.field(key), ...editor.field(key) });
  const title = !target.step
    ? t('dialog.eventTitle', { jobNo })
    : t(target.correct ? 'dialog.correctTitle' : 'dialog.recordTitle', { step: label.step(target.step), jobNo });
  return (
    <EditorFrame
      open
      name="goodsStatus"
      width={640}
      editor={editor}
      title={title}
      initialValues={{ occurredAt: new Date().toISOString() }}
      onClose={onClose}
    >
      <Row gutter={12}>
        {!target.step && (
          <FieldCol span={24} {...item('step')}>
            <Select options={ABNORMAL_EVENTS.map((value) => ({ value, label: label.step(value) }))} />
          </FieldCol>
        )}
        <WhenWhereFields editor={editor} />
        {target.step && !target.correct && (
          <FieldCol span={24}>
            <Checkbox checked={correction} onChange={(e) => setCorrection(e.target.checked)}>
              {t('dialog.asCorrection')}
            </Checkbox>
          </FieldCol>
        )}
        {correction && (
          <FieldCol span={24} {...item('reason')}>
            <Input maxLength={300} />
          </FieldCol>
        )}
      </Row>
    </EditorFrame>
  );
}
