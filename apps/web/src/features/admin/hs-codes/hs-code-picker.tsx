import { API } from '@apex/shared';
import type { THsCode } from '@apex/shared/master';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { call } from '../../../api/client';
import { useSearchKeyword } from '../../../kit/use-search-keyword';

type HsCodePickerProps = Omit<SelectProps<string>, 'options' | 'onSearch' | 'showSearch' | 'onChange'> & {
  onChange?: (code: string | undefined, hsCode?: THsCode) => void;
};

/**
 * An HS code picker for goods lines: searches the server as the user types, by code prefix
 * (digits) or description words, and offers the first 20 matches as "CODE · description".
 */
export function HsCodePicker({ onChange, ...props }: HsCodePickerProps) {
  const { keyword, onSearch } = useSearchKeyword();
  const found = useQuery({
    queryKey: ['hsCodes', 'search', keyword],
    queryFn: () => call(API.hsCodes.search, { query: { q: keyword, limit: 20 } }, { isStopError: true }),
    enabled: keyword !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rows = found.data ?? [];
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch }}
      loading={found.isFetching}
      notFoundContent={null}
      // A description longer than the list is cut; its whole text is the option's tooltip.
      options={rows.map((h) => {
        const label = `${h.code} · ${h.description}`;
        return { value: h.code, label, title: label };
      })}
      onChange={(code) =>
        onChange?.(
          code,
          rows.find((h) => h.code === code),
        )
      }
      {...props}
    />
  );
}
