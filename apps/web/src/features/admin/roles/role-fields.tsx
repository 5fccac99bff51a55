import { Input, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { MenuTreeField } from './menu-tree-field';
import { PermissionChecklist } from './permission-checklist';
import { type RoleField, useRoleLabel } from './role-labels';
import { useAllMenus, usePermissionInfos } from './role-lookups';

interface RoleFieldsProps {
  editor: RecordEditor;
  creating: boolean;
  /** The administrator role: everything granted whatever is stored, so the lists are not form values. */
  allAccess?: boolean;
}

/** Names in three languages, description, and the permissions and menus the role grants. */
export function RoleFields({ editor, creating, allAccess }: RoleFieldsProps) {
  const permissions = usePermissionInfos().data;
  const menus = useAllMenus().data;
  const label = useRoleLabel();
  const item = (name: RoleField) => ({ label: label(name), ...editor.field(name) });
  const column = (span: number, name: RoleField, control: ReactNode) => {
    const granted = name === 'permissions' || name === 'menuIds';
    const props = allAccess && granted ? { label: item(name).label } : item(name);
    return (
      <FieldCol span={span} {...props}>
        {control}
      </FieldCol>
    );
  };
  return (
    <Row gutter={16}>
      {column(6, 'roleCode', <Input disabled={!creating} maxLength={40} style={{ textTransform: 'uppercase' }} />)}
      {column(6, 'nameEn', <Input />)}
      {column(6, 'nameCn', <Input />)}
      {column(6, 'nameHk', <Input />)}
      {column(24, 'description', <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />)}
      {column(
        10,
        'permissions',
        permissions ? (
          <PermissionChecklist
            permissions={permissions}
            {...(allAccess ? { value: permissions.map((p) => p.code), disabled: true } : {})}
          />
        ) : (
          <Skeleton active />
        ),
      )}
      {column(14, 'menuIds', menus ? <MenuTreeField menus={menus} all={allAccess} /> : <Skeleton active />)}
    </Row>
  );
}
