import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** The single sign-on page, coming back to `redirectUrl` afterwards (spec §4 Session). */
export const signOnUrl = (redirectUrl: string) => `/sso?${new URLSearchParams({ redirectUrl })}`;

export function goToSignOn(redirectUrl: string): void {
  window.location.href = signOnUrl(redirectUrl);
}

/** spec §4 Reset token: the token and office code go; the menu goes with the page. */
export function resetToken(): void {
  writeStored(STORAGE_KEYS.token, null);
  writeStored(STORAGE_KEYS.officeCode, null);
}

export const hasToken = () => readStored(STORAGE_KEYS.token) !== '';
