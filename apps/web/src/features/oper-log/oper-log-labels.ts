import type { TLabelKey } from '@apex/shared/i18n';
import { operLogActionLabel } from '@apex/shared/settings';
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
  recordKey: 'administration:columns.recordKey',
  ip: 'administration:columns.ipAddress',
  requestId: 'administration:columns.requestId',
} as const satisfies Record<string, TLabelKey>;

export function useOperLogLabel() {
  const { t } = useTranslation('settings');
  return useFieldLabel(CATALOGUE, (name: keyof (typeof settings)['operLog']['fields']) => t(`operLog.fields.${name}`));
}

/** An action in words (the catalogue's, as in the export); an action no longer written keeps its code. */
export function useActionWords() {
  const { i18n } = useTranslation();
  return (action: string) => i18n.t(operLogActionLabel(action), { defaultValue: action });
}
