import { API } from '@apex/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete, type AutoCompleteProps } from 'antd';
import { call } from '../../../api/client';
import { useSearchKeyword } from '../../../kit/use-search-keyword';
import { useHasPermission } from '../../session/permitted';

/**
 * A vessel name: free text (a job may name a vessel not yet in the Lloyd list), suggesting the
 * vessels of the list to those who may read it.
 */
export function VesselInput(props: Omit<AutoCompleteProps<string>, 'options' | 'onSearch'>) {
  const allowed = useHasPermission('/shipEdit/list');
  const { keyword, onSearch } = useSearchKeyword();
  const found = useQuery({
    queryKey: ['vessels', 'picker', keyword],
    queryFn: () =>
      call(
        API.vessels.list,
        { query: { keyword: keyword || undefined, page: 1, pageSize: 20 } },
        { isStopError: true },
      ),
    enabled: allowed,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const names = [...new Set(found.data?.rows.map((v) => v.vesselName))];
  return <AutoComplete<string> {...props} onSearch={onSearch} options={names.map((value) => ({ value }))} />;
}
