import type { TLocale } from '@apex/shared/i18n';
import type { TMenuItem } from '@apex/shared/menus';
import { Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GRANT_BOX } from './grant-box';
import { grantedMenuIds, menuTreeData } from './menu-tree-data';

interface MenuTreeFieldProps {
  menus: TMenuItem[];
  /** The granted menu ids (a Form.Item gives value and onChange). */
  value?: number[];
  onChange?: (menuIds: number[]) => void;
  disabled?: boolean;
  /** Everything checked (the administrator role). */
  all?: boolean;
}

/** The menu as a checkable tree; checking a section checks its items. */
export function MenuTreeField({ menus, value = [], onChange, disabled, all }: MenuTreeFieldProps) {
  const locale = useTranslation().i18n.language as TLocale;
  const { treeData, leaves } = useMemo(() => menuTreeData(menus, locale), [menus, locale]);
  return (
    <Tree
      style={GRANT_BOX}
      checkable
      selectable={false}
      defaultExpandAll
      disabled={disabled}
      treeData={treeData}
      checkedKeys={all ? leaves : value}
      onCheck={(checked) => onChange?.(grantedMenuIds(Array.isArray(checked) ? checked : checked.checked, leaves))}
    />
  );
}
