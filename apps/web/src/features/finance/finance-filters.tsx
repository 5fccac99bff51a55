import { DatePicker, Form } from 'antd';
import { useLabel } from '../../i18n/use-label';
import { FilterSelect } from '../../kit/list/filter-select';
import { useEnabledCurrencyOptions } from '../admin/exchange-rates/rate-lookups';
import { PartySelect } from '../admin/parties/party-select';

/** The settlement-account filter of the finance lists (query field `partyId`). */
export function PartyFilter({ width = 220 }: { width?: number }) {
  const label = useLabel();
  return (
    <Form.Item name="partyId">
      <PartySelect placeholder={label('finance:fields.settlementAccount')} style={{ width }} />
    </Form.Item>
  );
}

/** The currency filter of the finance lists: the enabled currencies, searchable by code. */
export function CurrencyFilter() {
  const label = useLabel();
  return (
    <FilterSelect
      name="currency"
      label={label('masterData:entities.currency')}
      options={useEnabledCurrencyOptions()}
      width={100}
      searchable
    />
  );
}

/** A date range filter named `name` (the list's RANGES map it to its two query fields), both ends labelled. */
export function DateRangeFilter({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name}>
      <DatePicker.RangePicker style={{ width: 230 }} placeholder={[label, label]} />
    </Form.Item>
  );
}
