import { LOCALES, type TLocale } from '@apex/shared/i18n';
import en_US from '../locales/en_US/sso/signOn.json';
import zh_CN from '../locales/zh_CN/sso/signOn.json';
import zh_HK from '../locales/zh_HK/sso/signOn.json';

/**
 * Texts the page shares with the app, read from the app's files so that each is written once
 * (i18n/one-key-per-label.test.ts); a named import brings only that text into the page.
 */
const FROM_APP = {
  account: import.meta.glob<string>('../locales/*/home.json', { eager: true, import: 'account' }),
  language: import.meta.glob<string>('../locales/*/shell.json', { eager: true, import: 'language' }),
  oldPassword: import.meta.glob<string>('../locales/*/password.json', { eager: true, import: 'oldPassword' }),
  newPassword: import.meta.glob<string>('../locales/*/password.json', { eager: true, import: 'newPassword' }),
  confirmPassword: import.meta.glob<string>('../locales/*/password.json', { eager: true, import: 'confirmPassword' }),
  policy: import.meta.glob<string>('../locales/*/password.json', { eager: true, import: 'policy' }),
};

const fromApp = (locale: TLocale) =>
  Object.fromEntries(
    Object.entries(FROM_APP).map(([key, files]) => [
      key,
      Object.entries(files).find(([file]) => file.includes(`/${locale}/`))?.[1],
    ]),
  ) as Record<keyof typeof FROM_APP, string>;

const OWN: Record<TLocale, typeof en_US> = { en_US, zh_CN, zh_HK };

/**
 * The sign-on page's texts (locales/<locale>/sso and the few it shares with the app), all three
 * with the page, which has no i18next; server messages come in the envelope, policy texts from
 * MESSAGES.
 */
export const SSO_TEXTS = Object.fromEntries(LOCALES.map((l) => [l, { ...OWN[l], ...fromApp(l) }])) as Record<
  TLocale,
  typeof en_US & ReturnType<typeof fromApp>
>;

export type SsoTextKey = keyof (typeof SSO_TEXTS)['en_US'];
