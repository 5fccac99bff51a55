import { API } from '@apex/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { useHasPermission } from '../../session/permitted';
import { RoleFields } from './role-fields';

const NEW_ROLE = { permissions: [], menuIds: [] };

/** Creates a role, or edits the one with `id`; the administrator role is shown read-only. */
export function RoleDrawer({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.roles,
    blank: NEW_ROLE,
    savedText: t('roles.saved'),
    onClose,
  });
  const canEdit = useHasPermission('/sysRole/edit');
  const allAccess = record?.allAccess;
  const readOnly = allAccess || !canEdit;
  return (
    <EditorFrame
      {...frame}
      variant="drawer"
      width={920}
      readOnly={readOnly}
      title={record ? t(readOnly ? 'roles.viewTitle' : 'roles.editTitle', { code: record.roleCode }) : t('roles.new')}
      notice={allAccess && <Alert type="info" showIcon title={t('roles.allAccessNote')} style={{ marginBottom: 16 }} />}
    >
      <RoleFields editor={editor} creating={id === undefined} allAccess={allAccess} />
    </EditorFrame>
  );
}
