import type { TLabelKey } from '@apex/shared/i18n';
import { useLabel } from './use-label';

/**
 * A form's or list's field labels when the catalogue names some of its fields (as the server's
 * exports and templates do) and the screen the others: each label has one key
 * (one-key-per-label.test.ts).
 */
export function useFieldLabel<C extends string, O extends string>(
  catalogue: Readonly<Record<C, TLabelKey>>,
  own: (field: O) => string,
): (field: C | O) => string {
  const labelText = useLabel();
  return (field) => (Object.hasOwn(catalogue, field) ? labelText(catalogue[field as C]) : own(field as O));
}
