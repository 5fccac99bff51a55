import type { TLocale } from '@apex/shared/i18n';
import type { TChargeCode } from '@apex/shared/master';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../kit/local-name';

/** A charge code's name in the user's language: what a new line's display name starts as. */
export function useChargeCodeName() {
  const { i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  return (code: TChargeCode) => localName(code, locale);
}
