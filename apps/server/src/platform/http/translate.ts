import { interpolate, type Localized, MESSAGES, type TLocale, type TMessageCode } from '@apex/shared';
import type { MessageValues } from './app-error';

const isLocalized = (v: unknown): v is Localized => typeof v === 'object' && v !== null && 'en_US' in v && 'zh_CN' in v;

/** A message of the catalogue in one language, with its values filled in. */
export function translate(locale: TLocale, code: TMessageCode, values?: MessageValues): string {
  const flat: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values ?? {})) flat[k] = isLocalized(v) ? v[locale] : v;
  return interpolate(MESSAGES[code][locale], flat);
}
