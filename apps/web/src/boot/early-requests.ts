import { API_PREFIX } from '@apex/shared';
import { CURRENT_USER_PATH, HOME_PATH } from '@apex/shared/auth';
import { HOME_CONTENT_PATH } from '@apex/shared/home';
import { loadLocaleTexts } from '../i18n/locale-loaders';
import { pickLocale } from '../platform/initial-locale';
import { requestHeaders } from '../platform/request-headers';
import { readStored, STORAGE_KEYS } from '../platform/storage';

/** A GET already on its way, with the headers it was sent with. */
interface EarlyCall {
  headers: string;
  response: Promise<Response>;
}

const started = new Map<string, EarlyCall>();

/**
 * A cold start spends 100–350 ms evaluating the app's code before the router asks for anything.
 * This module runs first (main.tsx imports it before the rest, and it has a chunk of its own,
 * vite.config.ts) and sends the first page's calls and fetches its language's texts meanwhile: the
 * session's current user, and the home page's content when the home page is opened. The app's
 * transport takes these answers over instead of asking again (claimEarlyResponse).
 */
function startEarlyRequests() {
  if (!readStored(STORAGE_KEYS.token)) return;
  const locale = pickLocale(readStored(STORAGE_KEYS.language), navigator.languages);
  void loadLocaleTexts(locale).catch(() => undefined);
  const paths = [CURRENT_USER_PATH];
  if (window.location.pathname === HOME_PATH) paths.push(HOME_CONTENT_PATH);
  const headers = requestHeaders(locale);
  for (const path of paths) {
    const url = `${API_PREFIX}${path}`;
    // A failure here is the app's to report, when it takes the answer over.
    const response = fetch(url, { headers });
    response.catch(() => undefined);
    started.set(url, { headers: JSON.stringify(headers), response });
  }
}

/**
 * The answer to a GET sent at start, once, if it was sent to `url` with the same headers (a
 * change of office or language since then asks again).
 */
export function claimEarlyResponse(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const call = started.get(url);
  if (!call) return undefined;
  started.delete(url);
  return call.headers === JSON.stringify(headers) ? call.response : undefined;
}

startEarlyRequests();
