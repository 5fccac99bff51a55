import { HEADERS } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import { readStored, STORAGE_KEYS } from './storage';

/** spec §7 headers: token, database code, office code and language of every call. */
export function requestHeaders(locale: TLocale): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.language]: locale,
    [HEADERS.timeZone]: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const stored: [string, string][] = [
    [HEADERS.authorization, readStored(STORAGE_KEYS.token)],
    [HEADERS.dbCode, readStored(STORAGE_KEYS.dbCode)],
    [HEADERS.officeCode, readStored(STORAGE_KEYS.officeCode)],
  ];
  for (const [name, value] of stored) if (value) headers[name] = value;
  return headers;
}
