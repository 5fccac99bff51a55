import type { TLocale } from '@apex/shared/i18n';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeOptions, useCountries } from '../common/admin-lookups';

/** A country picker for a vessel's flag state, searchable by code and by name in the current language. */
export function FlagSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { i18n } = useTranslation();
  const options = codeOptions(useCountries(), (c) => c.countryCode, i18n.language as TLocale);
  return <Select showSearch={{ optionFilterProp: 'label' }} options={options} {...props} />;
}
