import { useTranslation } from 'react-i18next';
import { FilterSelect, flagOptions } from './filter-select';

/** The `enabled` filter of a list: records in use, out of use, or both. */
export function EnabledFilter() {
  const { t } = useTranslation('admin');
  return (
    <FilterSelect
      name="enabled"
      label={t('list.enabled')}
      options={flagOptions(t('list.enabled'), t('list.disabled'))}
      width={120}
    />
  );
}
