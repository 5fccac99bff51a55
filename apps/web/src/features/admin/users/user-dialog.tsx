import { API } from '@apex/shared';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { useCurrentUser } from '../../session/current-user';
import { UserFields } from './user-fields';

const NEW_USER = { officeCodes: [], roleCodes: [] };

/** Creates a user (who must change the initial password at first sign-in), or edits the one with `id`. */
export function UserDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const me = useCurrentUser();
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.users,
    blank: NEW_USER,
    valuesOf: (user) => ({ ...user, enabled: user.status !== 'disabled' }),
    savedText: id === undefined ? t('users.created') : t('users.saved'),
    onClose,
  });
  return (
    <EditorFrame
      {...frame}
      width={720}
      title={record ? t('users.editTitle', { account: record.account }) : t('users.new')}
    >
      <UserFields editor={editor} creating={id === undefined} self={record?.account === me.account} />
    </EditorFrame>
  );
}
