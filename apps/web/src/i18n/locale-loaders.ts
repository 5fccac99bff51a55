import type { TMessageCode } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import type { Locale } from 'antd/es/locale';
import type { Tree } from './resources';

type Messages = Partial<Record<TMessageCode, string>>;

/** The screens' namespaces and the features' server messages, one chunk per language. */
interface ScreenTexts {
  texts: Record<string, Tree>;
  messages: Messages;
}

export interface LocaleBundle {
  /** i18next namespaces of the first page and the frame. */
  app: Record<string, Tree>;
  /** antd's own texts (pickers, pagination, empty states); English is antd's default. */
  antd: Locale | undefined;
  /**
   * The namespaces of the screens opened from the menu (locales/<locale>/screens), a chunk of
   * their own: the first page does not carry them (issue 3: its JS budget).
   */
  screens: () => Promise<ScreenTexts>;
  /** The server's messages (the shared catalogue) the first page shows, in this language. */
  messages: Messages;
  /** dayjs's locale name, registered by the bundle. */
  dayjs: string;
}

/**
 * Each language is its own chunk, so a page loads the texts of the language it shows and not all
 * three (issue 3: the first page's JS budget). Key parity is checked in resources.test.ts.
 */
const LOADERS: Record<TLocale, () => Promise<{ bundle: LocaleBundle }>> = {
  en_US: () => import('./bundles/en_US'),
  zh_CN: () => import('./bundles/zh_CN'),
  zh_HK: () => import('./bundles/zh_HK'),
};

/**
 * Fetches (once) and evaluates a language's chunk. Apart from locale-bundles.ts, which keeps what
 * was loaded: the start-up module (boot/early-requests.ts) asks for the chunk before the app's
 * code runs, and must not take antd's texts along.
 */
export const loadLocaleTexts = (locale: TLocale) => LOADERS[locale]();
