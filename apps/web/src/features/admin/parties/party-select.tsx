import { API } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import type { TJobTypeRoutes } from '@apex/shared/jobs';
import { PARTY_ROLE_LABELS, type TPartyOption, type TPartyRole } from '@apex/shared/master';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, type SelectProps, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { KitSelect } from '../../../kit/kit-select';
import { useSearchKeyword } from '../../../kit/use-search-keyword';
import { BlacklistTag } from './blacklist-tag';
import { type PartyPickerOption, partyPickerOptions } from './party-options';

interface PartySelectProps extends Omit<SelectProps<number, PartyPickerOption>, 'options' | 'showSearch'> {
  /**
   * The role the field usually takes (the consignee field, consignees): parties playing it come
   * first and are marked, but any party may be chosen (the importer is the consignee of its imports).
   */
  role?: TPartyRole;
  /** The party the field holds, so it shows by code and name before any search. */
  selected?: TPartyOption;
  /**
   * Where the options come from: the party list's look-up, or a feature's own look-up of the same
   * shape for those who pick parties without the party list's permission (the warehouse, issue 19).
   */
  lookup?: PartyLookupRoute;
}

type PartyLookupRoute = typeof API.parties.lookup | TJobTypeRoutes['warehouse']['parties'];

/**
 * The party picker of job screens: searches the server by code or name (never the whole table),
 * the field's role first, and flags a blacklisted party in the list (spec §6). `onChange`
 * hands over the chosen party's option, with its credit and blacklist, for the screen's warnings.
 */
export function PartySelect({ role, selected, lookup = API.parties.lookup, ...props }: PartySelectProps) {
  const { t, i18n } = useTranslation('parties');
  const labelText = useLabel();
  const { keyword, onSearch } = useSearchKeyword();
  const found = useQuery({
    queryKey: ['parties', 'lookup', lookup.path, role, keyword],
    queryFn: () => call(lookup, { query: { keyword: keyword || undefined, preferRole: role } }, { isStopError: true }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // A screen opened from a link knows only the id: ask for that party, so the picker never shows a bare id.
  const heldId = typeof props.value === 'number' && props.value !== selected?.id ? props.value : undefined;
  const held = useQuery({
    queryKey: ['parties', 'one', lookup.path, heldId],
    queryFn: () => call(lookup, { query: { id: heldId } }, { isStopError: true }),
    enabled: heldId !== undefined && !found.data?.some((p) => p.id === heldId),
    staleTime: 30_000,
  });
  return (
    <KitSelect<number, PartyPickerOption>
      placeholder={t('pickerPlaceholder')}
      allowClear
      {...props}
      showSearch={{ filterOption: false, onSearch }}
      options={partyPickerOptions(found.data ?? [], selected ?? held.data?.[0], i18n.language as TLocale, role)}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      optionRender={({ data }) => (
        <Flex justify="space-between" gap={8}>
          <span>{data.label}</span>
          <span>
            {data.preferred && role && <Tag color="blue">{labelText(PARTY_ROLE_LABELS[role])}</Tag>}
            {data.party.blacklisted && <BlacklistTag reason={data.party.blacklistReason} />}
          </span>
        </Flex>
      )}
    />
  );
}
