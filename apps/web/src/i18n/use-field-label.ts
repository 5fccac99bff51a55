import type { TLabelKey } from '@apex/shared/i18n';
import { useLabel } from './use-label';

/**
 * The labels of a form's fields (or a vocabulary's codes) when the catalogue has some of them, as
 * the server's exports and templates do, and the screen words the rest: each label keeps one key
 * (one-key-per-label.test.ts).
 */
export function useFieldLabel<C extends string, O extends string>(
  catalogue: Readonly<Record<C, TLabelKey>>,
  own: (field: O) => string,
): (field: C | O) => string {
  const labelText = useLabel();
  return (field) => (Object.hasOwn(catalogue, field) ? labelText(catalogue[field as C]) : own(field as O));
}
