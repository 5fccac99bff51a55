import { PARTY_ROLES } from '@apex/shared/master';
import { useTranslation } from 'react-i18next';

/** The roles a party may play, in their fixed order, named in the current language. */
export function usePartyRoleOptions() {
  const { t } = useTranslation('parties');
  return PARTY_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
