export const HOME_PATH = '/home/index';

/**
 * spec §7 GetCurrentUser, the session's first call. A constant of its own (and of a module without
 * schemas) because the web app sends it before its contract is loaded (boot/early-requests.ts).
 */
export const CURRENT_USER_PATH = '/auth/GetCurrentUser';

/**
 * Where to go after sign-in. Only the app's own origin and the configured portal origins are
 * allowed; anything else (another site, `javascript:`, protocol-relative `//host`) goes home, so
 * the sign-on page cannot be used as an open redirect.
 */
export function safeRedirectUrl(
  raw: string | null | undefined,
  appOrigin: string,
  allowedOrigins: readonly string[] = [],
): string {
  if (!raw) return HOME_PATH;
  const value = raw.trim();
  // Browsers treat backslashes like slashes, so "/\evil.com" would leave the site.
  if (value.includes('\\')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(value, appOrigin);
  } catch {
    return HOME_PATH;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return HOME_PATH;
  if (url.origin === new URL(appOrigin).origin) {
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/sso') || path.startsWith('/loginsso') ? HOME_PATH : path;
  }
  return allowedOrigins.includes(url.origin) ? url.href : HOME_PATH;
}
