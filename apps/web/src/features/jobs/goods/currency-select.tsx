import { API } from '@apex/shared';
import { Select } from 'antd';
import { call } from '../../../api/client';
import { ALL, BACKGROUND, useLookup } from '../../admin/common/admin-lookups';

/** The enabled currencies (the ones rates and charges offer), by ISO code. */
export function CurrencySelect({
  value,
  onChange,
  status,
}: {
  value: string;
  onChange: (code: string) => void;
  status?: 'error';
}) {
  const rows =
    useLookup(['currencies', 'enabled'], '/currency/list', () =>
      call(API.currencies.list, { query: { ...ALL, enabled: 'true', sortField: 'currencyCode' } }, BACKGROUND),
    )?.rows ?? [];
  return (
    <Select
      size="small"
      showSearch
      allowClear
      status={status}
      value={value || undefined}
      style={{ width: '100%' }}
      options={rows.map((c) => ({ value: c.currencyCode, label: c.currencyCode }))}
      onChange={(code) => onChange(code ?? '')}
    />
  );
}
