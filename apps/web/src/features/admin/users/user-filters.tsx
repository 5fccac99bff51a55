import { USER_STATUSES } from '@apex/shared/admin';
import type { TLocale } from '@apex/shared/i18n';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeOptions, useOfficeLookup, useRoleLookup } from '../common/admin-lookups';

const WIDTH = { width: 180 };

/** The user list's filters besides the keyword: status, role and office (ZUserListQuery). */
export function UserFilters() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const roles = codeOptions(useRoleLookup(), (r) => r.roleCode, locale);
  const offices = codeOptions(useOfficeLookup(), (o) => o.officeCode, locale);
  const statuses = USER_STATUSES.map((status) => ({ value: status, label: t(`users.status.${status}`) }));
  const select = (options: { value: string; label: string }[], placeholder: string) => (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      placeholder={placeholder}
      aria-label={placeholder}
      style={WIDTH}
    />
  );
  return (
    <>
      <Form.Item name="status">{select(statuses, t('users.fields.status'))}</Form.Item>
      <Form.Item name="roleCode">{select(roles, t('users.fields.roleCode'))}</Form.Item>
      <Form.Item name="officeCode">{select(offices, t('users.fields.officeCode'))}</Form.Item>
    </>
  );
}
