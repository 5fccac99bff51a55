import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { toCrlf, toLf } from './line-break';

type LineBreakTextAreaProps = Omit<TextAreaProps, 'value' | 'onChange'> & {
  value?: string;
  /** The text with CRLF line breaks, as documents and EDI messages expect them. */
  onChange?: (value: string) => void;
};

/** spec §5 Line-break input: an antd TextArea whose value always has CRLF line breaks. */
export function LineBreakTextArea({ value, onChange, ...rest }: LineBreakTextAreaProps) {
  return (
    <Input.TextArea {...rest} value={toLf(value ?? '')} onChange={(event) => onChange?.(toCrlf(event.target.value))} />
  );
}
