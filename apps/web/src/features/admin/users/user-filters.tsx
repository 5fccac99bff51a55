import { USER_STATUSES } from '@apex/shared/admin';
import type { TLocale } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../kit/list/filter-select';
import { codeOptions, useOfficeLookup, useRoleLookup } from '../common/admin-lookups';
import { useUserLabel } from './user-labels';

/** The user list's filters besides the keyword: status, role and office (ZUserListQuery). */
export function UserFilters() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const label = useUserLabel();
  const roles = codeOptions(useRoleLookup(), (r) => r.roleCode, locale);
  const offices = codeOptions(useOfficeLookup(), (o) => o.officeCode, locale);
  const statuses = USER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }));
  return (
    <>
      <FilterSelect name="status" label={label('status')} options={statuses} width={180} searchable />
      <FilterSelect name="roleCode" label={label('roleCode')} options={roles} width={180} searchable />
      <FilterSelect name="officeCode" label={label('officeCode')} options={offices} width={180} searchable />
    </>
  );
}
