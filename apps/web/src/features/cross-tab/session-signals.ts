import { readStored, STORAGE_KEYS, writeStored } from '../../platform/storage';

/** spec §4/§9: other tabs look at the flag every 10 ms; the signing-in tab checks every 100 ms. */
export const SIGNAL_POLL_MS = 10;
export const SIGN_IN_POLL_MS = 100;

/** What a tab can see of the shared session in local storage. */
interface SessionSnapshot {
  token: string;
  /** The loginComplate flag: '1' raised, '0' consumed. */
  flag: string;
}

export const readSnapshot = (): SessionSnapshot => ({
  token: readStored(STORAGE_KEYS.token),
  flag: readStored(STORAGE_KEYS.loginComplete),
});

type SignalReaction = 'none' | 'adoptNewSession' | 'signedOutElsewhere';

/**
 * A tab's reaction to local storage, given the token its page runs on (`known`): the flag raised
 * over another token means another tab completed a sign-in (this tab reloads into it); the token
 * gone means a sign-out in another tab.
 */
export function signalReaction(known: string, now: SessionSnapshot, own: { raised: boolean }): SignalReaction {
  if (now.flag === '1' && now.token && now.token !== known && !own.raised) return 'adoptNewSession';
  if (known && !now.token) return 'signedOutElsewhere';
  return 'none';
}

/** spec §4 (the auth variant): the session is complete with a token, account, db code and a menu. */
export const isSessionComplete = (menuItems: number) =>
  menuItems > 0 &&
  [STORAGE_KEYS.token, STORAGE_KEYS.userName, STORAGE_KEYS.dbCode].every((key) => readStored(key) !== '');

export const raiseSignInFlag = () => writeStored(STORAGE_KEYS.loginComplete, '1');
export const consumeSignInFlag = () => writeStored(STORAGE_KEYS.loginComplete, '0');
