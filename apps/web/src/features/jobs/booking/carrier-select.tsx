import { API } from '@apex/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/client';
import { BACKGROUND } from '../../admin/common/admin-lookups';

/** A carrier by SCAC or name, searched on the server; blacklisted ones are marked in the list. */
export function CarrierSelect({
  value,
  label,
  onChange,
  status,
}: {
  value: number | null;
  /** The chosen carrier's "SCAC name", shown before a search has loaded it. */
  label: string;
  onChange: (id: number | null) => void;
  status?: 'error';
}) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['carriers', 'pick', keyword],
    queryFn: () =>
      call(API.carriers.list, { query: { page: 1, pageSize: 20, keyword: keyword || undefined } }, BACKGROUND),
    staleTime: 60_000,
  });
  const rows = found.data?.rows ?? [];
  const options = rows.map((c) => ({ value: c.id, label: `${c.scac} ${c.nameEn}${c.blacklisted ? ' ⚠' : ''}` }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label });
  return (
    <Select
      size="small"
      allowClear
      status={status}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value ?? undefined}
      options={options}
      onChange={(id) => onChange(id ?? null)}
    />
  );
}
