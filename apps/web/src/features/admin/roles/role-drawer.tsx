import { API } from '@apex/shared';
import { ZCreateRoleRequest, ZUpdateRoleRequest } from '@apex/shared/admin';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { useHasPermission } from '../../session/permitted';
import { EditorFrame } from '../common/editor-frame';
import { SHOWN_BY_SCREEN } from '../common/stop-error';
import { useEntityEditor } from '../common/use-entity-editor';
import { RoleFields } from './role-fields';

const NEW_ROLE = { permissions: [], menuIds: [] };

/** Creates a role, or edits the one with `id`; the administrator role is shown read-only. */
export function RoleDrawer({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { record, editor, frame } = useEntityEditor({
    id,
    route: API.roles.get,
    create: { schema: ZCreateRoleRequest, save: (body) => request(API.roles.create, { body }, SHOWN_BY_SCREEN) },
    update: {
      schema: ZUpdateRoleRequest,
      save: (body, id) => request(API.roles.update, { params: { id }, body }, SHOWN_BY_SCREEN),
    },
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
      title={
        record ? t(readOnly ? 'roles.viewTitle' : 'roles.editTitle', { code: record.roleCode }) : t('roles.newTitle')
      }
      notice={allAccess && <Alert type="info" showIcon title={t('roles.allAccessNote')} style={{ marginBottom: 16 }} />}
    >
      <RoleFields editor={editor} creating={id === undefined} allAccess={allAccess} />
    </EditorFrame>
  );
}
