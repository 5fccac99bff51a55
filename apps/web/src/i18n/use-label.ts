import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';

/** Words a key of the shared label catalogue (packages/shared/src/labels) in the current language. */
export type LabelText = (key: TLabelKey) => string;

/**
 * The label catalogue's texts, which come with the screens' texts (i18n.ts); the component renders
 * again when the language changes.
 */
export function useLabel(): LabelText {
  const { i18n } = useTranslation();
  return (key) => i18n.t(key);
}
