import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type admin from '../../../locales/en_US/screens/admin.json';

/** A user's fields as the catalogue names them; the screen names the rest (`admin:users.fields`). */
const CATALOGUE = {
  account: 'administration:templates.account',
  name: 'administration:templates.name',
  phone: 'administration:columns.phone',
  companyCode: 'administration:entities.company',
  defaultOfficeCode: 'administration:templates.defaultOffice',
  officeCodes: 'administration:menus.offices',
  officeCode: 'administration:entities.office',
  roleCodes: 'administration:menus.roles',
  roleCode: 'administration:entities.role',
  status: 'general:columns.status',
  enabled: 'general:columns.enabled',
} as const satisfies Record<string, TLabelKey>;

export function useUserLabel() {
  const { t } = useTranslation('admin');
  return useFieldLabel(CATALOGUE, (name: keyof (typeof admin)['users']['fields']) => t(`users.fields.${name}`));
}

export type UserField = Parameters<ReturnType<typeof useUserLabel>>[0];
