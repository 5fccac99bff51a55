import type { TLocale } from '@apex/shared/i18n';
import { Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { codeOptions, useCompanies, useOfficeLookup, useRoleLookup } from '../common/admin-lookups';
import { type UserField, useUserLabel } from './user-labels';

const SEARCH_BY_LABEL = { optionFilterProp: 'label' };

interface UserFieldsProps {
  editor: RecordEditor;
  creating: boolean;
  /** Editing one's own account: the enabled switch is fixed (the server refuses it anyway). */
  self?: boolean;
}

/** The fields of a user: account and company are fixed once it exists; a new user gets a password. */
export function UserFields({ editor, creating, self }: UserFieldsProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const companies = useCompanies().map((c) => ({ value: c.companyCode, label: `${c.companyCode} · ${c.name}` }));
  const offices = codeOptions(useOfficeLookup(), (o) => o.officeCode, locale);
  const roles = codeOptions(useRoleLookup(), (r) => r.roleCode, locale);
  const chosenOffices: string[] = Form.useWatch('officeCodes', editor.form) ?? [];
  const label = useUserLabel();
  const item = (name: UserField) => ({ label: label(name), ...editor.field(name) });
  // The first office chosen becomes the default until another is picked.
  const onOfficesChange = (codes: string[]) => {
    if (!editor.form.getFieldValue('defaultOfficeCode') && codes[0])
      editor.form.setFieldValue('defaultOfficeCode', codes[0]);
  };

  return (
    <Row gutter={16}>
      <FieldCol span={12} {...item('account')}>
        <Input disabled={!creating} autoComplete="off" />
      </FieldCol>
      <FieldCol span={12} {...item('name')}>
        <Input />
      </FieldCol>
      <FieldCol span={12} {...item('email')}>
        <Input type="email" />
      </FieldCol>
      <FieldCol span={12} {...item('phone')}>
        <Input />
      </FieldCol>
      <FieldCol span={12} {...item('companyCode')}>
        <Select disabled={!creating} options={companies} showSearch={SEARCH_BY_LABEL} />
      </FieldCol>
      <FieldCol span={12} {...item('defaultOfficeCode')} dependencies={['officeCodes']}>
        <Select options={offices.filter((o) => chosenOffices.includes(o.value))} showSearch={SEARCH_BY_LABEL} />
      </FieldCol>
      <FieldCol span={24} {...item('officeCodes')}>
        <Select mode="multiple" options={offices} onChange={onOfficesChange} showSearch={SEARCH_BY_LABEL} />
      </FieldCol>
      <FieldCol span={24} {...item('roleCodes')}>
        <Select mode="multiple" options={roles} showSearch={SEARCH_BY_LABEL} />
      </FieldCol>
      {creating ? (
        <FieldCol span={12} {...item('initialPassword')} extra={t('users.initialPasswordHint')}>
          <Input.Password autoComplete="new-password" />
        </FieldCol>
      ) : (
        <FieldCol
          span={12}
          {...item('enabled')}
          required={false}
          valuePropName="checked"
          extra={self ? t('users.cannotDisableSelf') : undefined}
        >
          <Switch disabled={self} />
        </FieldCol>
      )}
    </Row>
  );
}
