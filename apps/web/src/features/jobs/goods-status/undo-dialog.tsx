import type { TJobType } from '@apex/shared/jobs';
import { type TGoodsStatusEntry, ZUndoGoodsStatusRequest } from '@apex/shared/tracking';
import { Alert, App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { jobApi } from '../job-api';
import { localMomentText, useGoodsStatusLabel } from './goods-status-labels';

interface UndoDialogProps {
  jobType: TJobType;
  jobId: number;
  version: number;
  entry: TGoodsStatusEntry;
  onClose: () => void;
}

/** Takes an entry back with a reason (issue 20: undoing is audited); the entry stays as history. */
export function UndoDialog({ jobType, jobId, version, entry, onClose }: UndoDialogProps) {
  const { t } = useTranslation('goodsStatus');
  const label = useGoodsStatusLabel();
  const { message } = App.useApp();
  const editor = useRecordEditor({
    schema: ZUndoGoodsStatusRequest,
    base: { version },
    save: (body) => request(jobApi(jobType).goodsStatus.undo, { params: { id: jobId, entryId: entry.id }, body }),
    onSaved: (envelope) => {
      void message.success(envelope.message);
      onClose();
    },
  });
  return (
    <EditorFrame
      open
      name="goodsStatusUndo"
      width={520}
      editor={editor}
      title={t('dialog.undoTitle', { step: label.step(entry.step), at: localMomentText(entry.occurredAt) })}
      notice={<Alert type="info" showIcon title={t('dialog.undoHint')} />}
      onClose={onClose}
    >
      <Form.Item label={label.field('reason')} {...editor.field('reason')}>
        <Input maxLength={300} />
      </Form.Item>
    </EditorFrame>
  );
}
