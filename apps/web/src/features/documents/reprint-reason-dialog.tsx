import { REPRINT_REASON_MAX } from '@apex/shared/documents';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/use-label';
import { DraggableModal } from '../../kit/draggable-modal';

interface ReprintReasonDialogProps {
  hblNo: string;
  issuedAt: string;
  issuedBy: string;
  onReprint: (reason: string) => void;
  onCancel: () => void;
}

/** An original HB/L printed again: the reason is asked first (the server refuses a reprint without one). */
export function ReprintReasonDialog({ hblNo, issuedAt, issuedBy, onReprint, onCancel }: ReprintReasonDialogProps) {
  const { t } = useTranslation('printing');
  const label = useLabel();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <DraggableModal
      open
      title={t('reprint.title', { hblNo })}
      okText={t('reprint.ok')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('reprint.issued', { at: issuedAt, by: issuedBy })}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={({ reason }) => onReprint(reason.trim())}>
        <Form.Item
          name="reason"
          label={label('masterData:columns.reason')}
          rules={[{ required: true, whitespace: true, message: t('reprint.required') }, { max: REPRINT_REASON_MAX }]}
        >
          <Input.TextArea rows={3} maxLength={REPRINT_REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </DraggableModal>
  );
}
