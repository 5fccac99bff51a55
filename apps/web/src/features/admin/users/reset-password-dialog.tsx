import { API } from '@apex/shared';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';

/** A new initial password for the user with `id`: sessions end, a change is due at the next sign-in. */
export function ResetPasswordDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: { get: API.users.get, update: API.users.resetPassword },
    savedText: t('users.passwordReset'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      width={480}
      title={t('users.resetPasswordTitle', { account: record?.account ?? '' })}
      notice={<Alert type="info" showIcon title={t('users.resetPasswordHint')} style={{ marginBottom: 16 }} />}
    >
      <Form.Item label={t('users.fields.newPassword')} {...editor.field('newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </EditorFrame>
  );
}
