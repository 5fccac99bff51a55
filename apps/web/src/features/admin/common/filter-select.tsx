import { Form, Select } from 'antd';

interface FilterOption {
  value: string | number | boolean;
  label: string;
}

interface FilterSelectProps {
  /** The list query's field. */
  name: string;
  label: string;
  /** Values as the query schema reads them (a flag's true and false, a status). */
  options: FilterOption[];
  width: number;
  showSearch?: boolean;
}

/** A choice among a list's filters (query form): clearable, named by its placeholder. */
export function FilterSelect({ name, label, options, width, showSearch }: FilterSelectProps) {
  return (
    <Form.Item name={name}>
      <Select<FilterOption['value'], FilterOption>
        allowClear
        showSearch={showSearch}
        options={options}
        placeholder={label}
        aria-label={label}
        style={{ width }}
      />
    </Form.Item>
  );
}
