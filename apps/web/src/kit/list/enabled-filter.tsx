import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/use-label';
import { FilterSelect, flagOptions } from './filter-select';

/** The `enabled` filter of a list: records in use, out of use, or both. */
export function EnabledFilter() {
  const { t } = useTranslation('admin');
  const labelText = useLabel();
  return (
    <FilterSelect
      name="enabled"
      label={labelText('general:columns.enabled')}
      options={flagOptions(labelText('general:columns.enabled'), t('list.disabled'))}
      width={120}
    />
  );
}
