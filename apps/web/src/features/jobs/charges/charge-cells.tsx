import { Checkbox, Select } from 'antd';
import { NumberOnlyInput } from '../../../kit/number-only-input';
import type { ChargeRow } from './charge-row';

export type Option<V> = { value: V; label: string };

/**
 * A choice in a cell, searchable by its label; a closed cell of codes (side, unit, charge code)
 * shows the code alone, narrow as its column, the others their label.
 */
export function codeSelect<V extends string | number>(
  value: V | null,
  options: Option<V>[],
  onChange: (value: V | null) => void,
  status: 'error' | undefined,
  { clearable = false, showCode = false } = {},
) {
  return (
    <Select<V, Option<V>>
      size="small"
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={clearable}
      status={status}
      value={value ?? undefined}
      options={options}
      labelRender={({ value: v, label }) => (showCode ? v : label)}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

/**
 * spec §5 number-only input of a figure: a num to four decimals, money to two (spec §9), a minus
 * allowed for a credit line but not in a tax rate.
 */
export const numberCell = (key: 'num' | 'price' | 'sourcePrice' | 'taxRate', places: number, extra: object = {}) =>
  function numberInput(row: ChargeRow, set: (value: string) => void, status?: 'error') {
    return (
      <NumberOnlyInput
        size="small"
        signed={key !== 'taxRate'}
        toFixed={places}
        status={status}
        value={row[key] ?? ''}
        onChange={set}
        style={{ textAlign: 'right' }}
        {...extra}
      />
    );
  };

/** A flag of the line (tax-inclusive price, no tax invoice). */
export const checkCell = (key: 'taxInclusive' | 'notTaxInvoiced') =>
  function checkbox(row: ChargeRow, set: (value: boolean) => void) {
    return <Checkbox checked={row[key]} onChange={(e) => set(e.target.checked)} />;
  };
