import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** The single sign-on page, coming back to `redirectUrl` afterwards (spec §4 Session). */
const signOnUrl = (redirectUrl: string) => `/sso?${new URLSearchParams({ redirectUrl })}`;

let leaving = false;

export function goToSignOn(redirectUrl: string): void {
  leaving = true;
  window.location.href = signOnUrl(redirectUrl);
}

/** This page is on its way to the sign-on page already (its own token reset is no news from another tab). */
export const isLeavingForSignOn = () => leaving;

/** spec §4 Reset token: the token and office code go; the menu goes with the page. */
export function resetToken(): void {
  writeStored(STORAGE_KEYS.token, null);
  writeStored(STORAGE_KEYS.officeCode, null);
}

export const hasToken = () => readStored(STORAGE_KEYS.token) !== '';
