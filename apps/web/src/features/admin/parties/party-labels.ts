import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type parties from '../../../locales/en_US/screens/parties.json';

/**
 * A party's fields, addresses and contacts as the catalogue names them (the party export and import
 * template do too); the screen names the rest (`parties:fields`, `address`, `contact`).
 */
const PARTY = {
  code: 'general:columns.code',
  nameEn: 'general:columns.nameEn',
  nameCn: 'general:columns.nameCn',
  roles: 'masterData:columns.roles',
  officeCode: 'administration:entities.office',
  taxId: 'masterData:columns.taxId',
  creditLimit: 'masterData:columns.creditLimit',
  creditCurrency: 'masterData:entities.currency',
  creditDays: 'masterData:columns.creditDays',
  blacklisted: 'masterData:columns.blacklist',
} as const satisfies Record<string, TLabelKey>;

const ADDRESS = {
  city: 'masterData:templates.city',
  countryCode: 'masterData:entities.country',
  longitude: 'masterData:columns.longitude',
  latitude: 'masterData:columns.latitude',
} as const satisfies Record<string, TLabelKey>;

const CONTACT = {
  name: 'administration:templates.name',
  phone: 'administration:columns.phone',
  email: 'administration:templates.email',
} as const satisfies Record<string, TLabelKey>;

type Own<K extends keyof typeof parties> = keyof (typeof parties)[K];

export function usePartyLabel() {
  const { t } = useTranslation('parties');
  return useFieldLabel(PARTY, (name: Own<'fields'>) => t(`fields.${name}`));
}

export function useAddressLabel() {
  const { t } = useTranslation('parties');
  return useFieldLabel(ADDRESS, (name: Own<'address'>) => t(`address.${name}`));
}

export function useContactLabel() {
  const { t } = useTranslation('parties');
  return useFieldLabel(CONTACT, (name: Own<'contact'>) => t(`contact.${name}`));
}

export type PartyField = Parameters<ReturnType<typeof usePartyLabel>>[0];
export type AddressField = Parameters<ReturnType<typeof useAddressLabel>>[0];
export type ContactField = Parameters<ReturnType<typeof useContactLabel>>[0];
