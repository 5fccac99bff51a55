import type { TLocale } from '@apex/shared/i18n';
import { uiTextRoutes } from '@apex/shared/settings';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { applyTextOverrides } from '../../i18n/i18n';
import { storedOverrides, storeOverrides } from '../../i18n/text-overrides';

/**
 * Asks the server whether the overrides of a language changed since the ones kept here, and
 * applies and keeps them if so. A failure leaves the texts as they are (a background load).
 */
export async function refreshTextOverrides(locale: TLocale): Promise<void> {
  const since = storedOverrides(locale)?.version;
  const answer = await call(uiTextRoutes.overridesOf, { query: { locale, since } }, { isStopError: true });
  if (answer.texts === null) return;
  const set = { version: answer.version, texts: answer.texts };
  storeOverrides(locale, set);
  await applyTextOverrides(locale, set);
}

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);

/**
 * The signed-in app checks its text overrides after it has painted, and again after each language
 * switch; the kept ones were applied before the first paint (i18n.ts), so nothing waits for this.
 */
export function useTextOverrides() {
  const locale = useTranslation().i18n.language as TLocale;
  useEffect(() => {
    whenIdle(() => void refreshTextOverrides(locale).catch(() => undefined));
  }, [locale]);
}
