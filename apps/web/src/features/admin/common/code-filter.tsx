import { Form, Select } from 'antd';

/** A query-form filter choosing one of a fixed list of codes, named as the list's query schema names it. */
export function CodeFilter(props: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  width?: number;
}) {
  return (
    <Form.Item name={props.name}>
      <Select
        allowClear
        options={props.options}
        placeholder={props.label}
        aria-label={props.label}
        style={{ width: props.width ?? 160 }}
      />
    </Form.Item>
  );
}
