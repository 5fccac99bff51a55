import { Input, type InputProps } from 'antd';
import { clampToMin, keepNumberOnly, type NumberOnlyRules } from './number-only';

type NumberOnlyInputProps = Omit<InputProps, 'value' | 'onChange' | 'min' | 'max'> &
  NumberOnlyRules & {
    value?: string;
    /** The cleaned text: a decimal string, never a float (conventions §7). */
    onChange?: (value: string) => void;
  };

/**
 * spec §5 Number-only input as an antd Input for forms: `<Form.Item name="sort"><NumberOnlyInput
 * min={0} /></Form.Item>`. What the user types or pastes is cleaned at once; min applies on leaving.
 */
export function NumberOnlyInput({
  zeroBefore,
  min,
  max,
  toFixed,
  signed,
  value,
  onChange,
  onBlur,
  ...rest
}: NumberOnlyInputProps) {
  const rules = { zeroBefore, min, max, toFixed, signed };
  return (
    <Input
      inputMode={toFixed ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...rest}
      value={value ?? ''}
      onChange={(event) => onChange?.(keepNumberOnly(event.target.value, rules))}
      onBlur={(event) => {
        const clamped = clampToMin(value ?? '', rules);
        if (clamped !== (value ?? '')) onChange?.(clamped);
        onBlur?.(event);
      }}
    />
  );
}
