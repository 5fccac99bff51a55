import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../i18n/use-field-label';
import type settings from '../../locales/en_US/screens/settings.json';

/** An entry's fields as the catalogue names them (the log export does too); the screen names the rest. */
const CATALOGUE = {
  account: 'administration:entities.user',
  officeCode: 'administration:entities.office',
  action: 'administration:columns.action',
  entity: 'administration:columns.recordType',
  entityId: 'administration:columns.recordId',
  ip: 'administration:columns.ipAddress',
  requestId: 'administration:columns.requestId',
} as const satisfies Record<string, TLabelKey>;

export function useOperLogLabel() {
  const { t } = useTranslation('settings');
  return useFieldLabel(CATALOGUE, (name: keyof (typeof settings)['operLog']['fields']) => t(`operLog.fields.${name}`));
}
