import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type admin from '../../../locales/en_US/screens/admin.json';

/** A role's fields as the catalogue names them; the screen names the rest (`admin:roles.fields`). */
const CATALOGUE = {
  roleCode: 'general:columns.code',
  nameEn: 'general:columns.nameEn',
  nameCn: 'general:columns.nameSimplified',
  nameHk: 'general:columns.nameTraditional',
} as const satisfies Record<string, TLabelKey>;

export function useRoleLabel() {
  const { t } = useTranslation('admin');
  return useFieldLabel(CATALOGUE, (name: keyof (typeof admin)['roles']['fields']) => t(`roles.fields.${name}`));
}

export type RoleField = Parameters<ReturnType<typeof useRoleLabel>>[0];
