import { Form, Input } from 'antd';
import { useState } from 'react';
import { convertedFigure } from './general-values';

interface UnitHelperProps {
  /** The stored field (KG or CBM). */
  field: 'weightKg' | 'volumeCbm';
  unit: string;
  label: string;
  /** Stored unit → this one, and back (packages/shared units.ts, spec §9 factors). */
  toHelper: (figure: string) => string;
  toStored: (figure: string) => string;
  onEdited: () => void;
}

/**
 * A weight in LB or a volume in CBF, for partners who give those: typing here fills the stored KG
 * or CBM field (what is saved); otherwise it shows the stored figure converted.
 */
export function UnitHelper({ field, unit, label, toHelper, toStored, onEdited }: UnitHelperProps) {
  const form = Form.useFormInstance();
  const stored = Form.useWatch(field, form);
  // While the user types, their own text shows (not the round trip of the figure they are typing).
  const [typing, setTyping] = useState<string | undefined>(undefined);
  return (
    <Form.Item label={label}>
      <Input
        aria-label={label}
        suffix={unit}
        value={typing ?? convertedFigure(stored, toHelper)}
        onChange={(e) => {
          const text = e.target.value;
          setTyping(text);
          const converted = convertedFigure(text, toStored);
          form.setFieldValue(field, converted || (text.trim() ? text : null));
          void form.validateFields([field]).catch(() => undefined);
          onEdited();
        }}
        onBlur={() => setTyping(undefined)}
      />
    </Form.Item>
  );
}
