import { Form, Select } from 'antd';

interface FilterOption {
  value: string | number | boolean;
  label: string;
}

interface FilterSelectProps {
  /** The list query's field. */
  name: string;
  label: string;
  /** Values as the query schema reads them (a flag's true and false, a status, a code). */
  options: readonly FilterOption[];
  width?: number;
  /** Typing filters the options by their label (long lists: codes, offices). */
  searchable?: boolean;
}

/** A choice among a list's filters (query form): clearable, named by its placeholder. */
export function FilterSelect({ name, label, options, width = 160, searchable }: FilterSelectProps) {
  return (
    <Form.Item name={name}>
      <Select<FilterOption['value'], FilterOption>
        allowClear
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
        options={options as FilterOption[]}
        placeholder={label}
        aria-label={label}
        style={{ width }}
      />
    </Form.Item>
  );
}

/** Two-way flag filter (true / false / either), the form most list filters take. */
export const flagOptions = (yes: string, no: string): FilterOption[] => [
  { value: true, label: yes },
  { value: false, label: no },
];
