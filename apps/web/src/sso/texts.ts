import type { TLocale } from '@apex/shared/i18n';
import en_US from '../locales/en_US/sso/signOn.json';
import zh_CN from '../locales/zh_CN/sso/signOn.json';
import zh_HK from '../locales/zh_HK/sso/signOn.json';

/**
 * The sign-on page's own texts (locales/<locale>/sso), all three with the page, which has no
 * i18next; server messages come in the envelope, policy texts from MESSAGES.
 */
export type SsoTextKey = keyof typeof en_US;

export const SSO_TEXTS: Record<TLocale, Record<SsoTextKey, string>> = { en_US, zh_CN, zh_HK };
