import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type SelectProps, Spin } from 'antd';
import { KitSelect } from '../../../kit/kit-select';
import { useSearchKeyword } from '../../../kit/use-search-keyword';

export interface RemoteOption {
  value: number;
  label: string;
}

interface RemoteSelectProps extends Omit<SelectProps<number, RemoteOption>, 'options' | 'showSearch'> {
  /** The query key of the search, before the keyword. */
  queryKey: readonly unknown[];
  search: (keyword: string | undefined) => Promise<RemoteOption[]>;
  /** The record the field holds, so it shows by name before (and during) any search. */
  selected?: RemoteOption;
  enabled?: boolean;
}

/** A picker that searches the server as the user types (never loads a whole table). */
export function RemoteSelect({ queryKey, search, selected, enabled = true, ...props }: RemoteSelectProps) {
  const { keyword, onSearch } = useSearchKeyword();
  const found = useQuery({
    queryKey: [...queryKey, keyword],
    queryFn: () => search(keyword || undefined),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
  const rows = found.data ?? [];
  const options = selected && !rows.some((o) => o.value === selected.value) ? [selected, ...rows] : rows;
  return (
    <KitSelect<number, RemoteOption>
      allowClear
      {...props}
      showSearch={{ filterOption: false, onSearch }}
      options={options}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
    />
  );
}
