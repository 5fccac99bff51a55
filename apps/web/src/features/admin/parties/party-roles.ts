import { PARTY_ROLE_LABELS, PARTY_ROLES } from '@apex/shared/master';
import { useLabel } from '../../../i18n/use-label';

/** The roles a party may play, in their fixed order, named in the current language. */
export function usePartyRoleOptions() {
  const labelText = useLabel();
  return PARTY_ROLES.map((role) => ({ value: role, label: labelText(PARTY_ROLE_LABELS[role]) }));
}
