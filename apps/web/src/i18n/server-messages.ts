import type { TMessageCode } from '@apex/shared';
import { interpolate } from '@apex/shared/i18n';
import { currentLocale } from './i18n';
import { loadedMessage } from './locale-bundles';

/** A message of the shared catalogue (the server's own wording) in the current language. */
export const messageText = (code: TMessageCode, values?: Record<string, string | number>) =>
  interpolate(loadedMessage(currentLocale(), code), values);
