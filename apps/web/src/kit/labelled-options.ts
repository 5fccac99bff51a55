import type { TLabelKey } from '@apex/shared/i18n';
import type { LabelText } from '../i18n/use-label';

/** Select options of a fixed list of codes, labelled in the current language by the shared label map. */
export const labelledOptions = <C extends string>(
  codes: readonly C[],
  labels: Record<C, TLabelKey>,
  label: LabelText,
) => codes.map((value) => ({ value, label: label(labels[value]) }));
