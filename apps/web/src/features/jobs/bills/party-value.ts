import type { TJobParty } from '@apex/shared/jobs';
import type { TPartyOption } from '@apex/shared/master';

/** A party a bill names, as the party picker shows it before any search: its id and name. */
export const partyValue = (id: number | null, name: string): TPartyOption | undefined =>
  id === null
    ? undefined
    : {
        id,
        code: '',
        nameEn: name,
        nameCn: name,
        roles: [],
        blacklisted: false,
        blacklistReason: '',
        creditLimit: null,
        creditCurrency: '',
        creditDays: 0,
      };

/** A party of the job card, as the party picker shows it before any search. */
export const jobPartyValue = (party: TJobParty | undefined): TPartyOption | undefined =>
  party && { ...party, roles: [], creditLimit: null, creditCurrency: '', creditDays: 0 };
