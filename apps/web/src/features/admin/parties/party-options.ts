import type { TLocale } from '@apex/shared/i18n';
import type { TPartyOption, TPartyRole } from '@apex/shared/master';
import { localName } from '../../../kit/local-name';

export interface PartyPickerOption {
  value: number;
  /** What the closed picker shows, and what a screen reader reads. */
  label: string;
  party: TPartyOption;
  /** The party plays the role the field prefers: marked in the list (the server ranks them first). */
  preferred: boolean;
}

/**
 * The picker's options: "CODE · name" in the current language. The party the field holds stays
 * among them while a search shows others, so the closed picker never falls back to a bare id.
 */
export function partyPickerOptions(
  found: readonly TPartyOption[],
  selected: TPartyOption | undefined,
  locale: TLocale,
  preferRole?: TPartyRole,
): PartyPickerOption[] {
  const parties = selected && !found.some((p) => p.id === selected.id) ? [selected, ...found] : found;
  return parties.map((party) => ({
    value: party.id,
    // A bill's party comes with its name only (partyValue): no code, no separator before the name.
    label: party.code ? `${party.code} · ${localName(party, locale)}` : localName(party, locale),
    party,
    preferred: preferRole !== undefined && party.roles.includes(preferRole),
  }));
}
