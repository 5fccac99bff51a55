import { API } from '@apex/shared';
import { ZResetPasswordRequest } from '@apex/shared/admin';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { EditorFrame } from '../common/editor-frame';
import { SHOWN_BY_SCREEN } from '../common/stop-error';
import { useEntityEditor } from '../common/use-entity-editor';

/** A new initial password for the user with `id`: sessions end, a change is due at the next sign-in. */
export function ResetPasswordDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { record, editor, frame } = useEntityEditor({
    id,
    route: API.users.get,
    update: {
      schema: ZResetPasswordRequest,
      save: (body, id) => request(API.users.resetPassword, { params: { id }, body }, SHOWN_BY_SCREEN),
    },
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
