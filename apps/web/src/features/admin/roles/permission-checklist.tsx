import type { TPermissionInfo } from '@apex/shared/admin';
import type { TLabelKey } from '@apex/shared/i18n';
import { Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { GRANT_BOX } from './grant-box';

interface PermissionChecklistProps {
  permissions: TPermissionInfo[];
  /** The codes held (a Form.Item gives value and onChange). */
  value?: string[];
  onChange?: (codes: string[]) => void;
  disabled?: boolean;
}

const GROUP_LABELS = {
  ADMIN: 'roles.groups.ADMIN',
  jobs: 'roles.groups.jobs',
  system: 'roles.groups.system',
} as const;
const isKnownGroup = (group: string): group is keyof typeof GROUP_LABELS => Object.hasOwn(GROUP_LABELS, group);
/** Groups named like their area's menu take the catalogue's name: one label, one key. */
const CATALOGUE_GROUPS = { finance: 'finance:menus.finance' } as const satisfies Record<string, TLabelKey>;
const isCatalogueGroup = (group: string): group is keyof typeof CATALOGUE_GROUPS =>
  Object.hasOwn(CATALOGUE_GROUPS, group);

/** Permissions as checkboxes by group, each group with a box that checks all of it. */
export function PermissionChecklist({ permissions, value = [], onChange, disabled }: PermissionChecklistProps) {
  const { t } = useTranslation('admin');
  const labelText = useLabel();
  const groupName = (group: string) =>
    isCatalogueGroup(group) ? labelText(CATALOGUE_GROUPS[group]) : isKnownGroup(group) ? t(GROUP_LABELS[group]) : group;
  const groups = new Map<string, TPermissionInfo[]>();
  for (const p of permissions) groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
  return (
    <Flex vertical gap={12} style={GRANT_BOX}>
      {[...groups].map(([group, items]) => {
        const codes = items.map((p) => p.code);
        const held = codes.filter((code) => value.includes(code));
        const others = value.filter((code) => !codes.includes(code));
        return (
          <div key={group}>
            <Checkbox
              checked={held.length === codes.length}
              indeterminate={held.length > 0 && held.length < codes.length}
              disabled={disabled}
              onChange={(e) => onChange?.(e.target.checked ? [...others, ...codes] : others)}
            >
              <Typography.Text strong>{groupName(group)}</Typography.Text>
            </Checkbox>
            <Checkbox.Group
              value={held}
              disabled={disabled}
              options={items.map((p) => ({ value: p.code, label: p.label }))}
              onChange={(checked) => onChange?.([...others, ...checked])}
              style={{ display: 'flex', flexDirection: 'column', gap: 4, padding: '4px 0 0 24px' }}
            />
          </div>
        );
      })}
    </Flex>
  );
}
