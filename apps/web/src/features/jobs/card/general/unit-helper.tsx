import { quantityText } from '@apex/shared/format';
import { typedFigure } from '@apex/shared/jobs';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { convertedFigure } from './general-values';

interface UnitHelperProps {
  /** The stored field (KG or CBM). */
  field: 'weightKg' | 'volumeCbm';
  /** The field holding the figure typed in this unit, sent with the stored one. */
  typed: 'weightLb' | 'volumeCbf';
  unit: string;
  label: string;
  /** Stored unit → this one, and back (packages/shared units.ts, spec §9 factors). */
  toHelper: (figure: string) => string;
  toStored: (figure: string) => string;
  onEdited: () => void;
}

/**
 * A weight in LB or a volume in CBF, for partners who give those: the figure typed here is the one
 * kept (issue 16), and the KG or CBM field shows its conversion; a figure typed there since wins
 * (`typedFigure`, as the server decides), and this one shows its conversion.
 */
export function UnitHelper({ field, typed, unit, label, toHelper, toStored, onEdited }: UnitHelperProps) {
  const form = Form.useFormInstance();
  const stored = Form.useWatch(field, form);
  // The typed figure has no field of its own on the form: `preserve` watches it all the same.
  const typedHere = typedFigure(
    figureOf(stored),
    figureOf(Form.useWatch(typed, { form, preserve: true })),
    toStored,
  ).typed;
  // While the user types, their own text shows (not the round trip of the figure they are typing).
  const [typing, setTyping] = useState<string | undefined>(undefined);
  return (
    <Form.Item label={label}>
      <Input
        aria-label={label}
        suffix={unit}
        value={typing ?? (typedHere ? quantityText(typedHere) : convertedFigure(stored, toHelper))}
        onChange={(e) => {
          const text = e.target.value;
          setTyping(text);
          form.setFieldValue(typed, text.trim() || null);
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

const figureOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
