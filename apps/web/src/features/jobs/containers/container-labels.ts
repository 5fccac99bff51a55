import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type cargo from '../../../locales/en_US/screens/cargo.json';

type Own = keyof (typeof cargo)['container'] | 'grossWeightKg' | 'volumeCbm';

/**
 * A container's cells as the catalogue names them (the job's fields do too); the screen names the
 * rest, the weight and volume as a goods line's.
 */
export function useContainerLabel() {
  const { t } = useTranslation('cargo');
  return useFieldLabel({ packages: 'jobs:fields.packages', lastFreeDate: 'jobs:fields.lastFreeDate' }, (key: Own) =>
    key === 'grossWeightKg' || key === 'volumeCbm' ? t(`goods.${key}`) : t(`container.${key}`),
  );
}

export type ContainerLabel = ReturnType<typeof useContainerLabel>;
