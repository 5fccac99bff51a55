import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { findAddressFailures, type LoginUserRow, recordAddressFailure } from './queries';

/** However many wrong sign-ins came before, the next try waits no longer than this. */
const LONGEST_WAIT_SECONDS = 60;
/** A forwarder's whole office signs in from one address: it may mistype this often before waiting. */
const ADDRESS_ALLOWANCE = 10;
/** An address without a wrong sign-in for this long starts again from nothing. */
const ADDRESS_MEMORY_MINUTES = 15;

/**
 * Too many wrong sign-ins, too fast: answered at once with the time to wait (`Retry-After`), so
 * that no request sleeps on the server and a throttled caller holds nothing another one needs.
 */
export class SignInThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'auth.signInThrottled', { seconds: retryAfterSeconds }, { retryAfterSeconds });
  }
}

/**
 * Seconds still to wait after `failures` wrong sign-ins, `secondsSince` the last one: none until the
 * `allowance`-th, then SIGN_IN_DELAY_SECONDS, doubling with each further one up to a minute.
 */
export function secondsToWait(
  { failures, secondsSince }: { failures: number; secondsSince: number | null },
  allowance: number,
  firstSeconds: number,
) {
  const nth = failures - allowance + 1;
  if (firstSeconds === 0 || nth < 1 || secondsSince === null) return 0;
  const wait = Math.min(LONGEST_WAIT_SECONDS, firstSeconds * 2 ** (nth - 1));
  return Math.max(0, Math.ceil(wait - secondsSince));
}

const addressAllowance = (config: AppConfig) => Math.ceil(ADDRESS_ALLOWANCE * config.rateLimitFactor);

/** Seconds the address must still wait, from the wrong sign-ins it made lately (any account). */
export async function addressWaitSeconds(db: DbOrTx, config: AppConfig, address: string) {
  const row = await findAddressFailures(db, address, ADDRESS_MEMORY_MINUTES);
  if (!row) return 0;
  const failures = { failures: row.failures, secondsSince: row.seconds_since_failure };
  return secondsToWait(failures, addressAllowance(config), config.signInDelaySeconds);
}

/** Seconds the account must still wait, from its wrong passwords in a row: every one counts. */
export function accountWaitSeconds(config: AppConfig, user: LoginUserRow) {
  const failures = { failures: user.failed_attempts, secondsSince: user.seconds_since_failure };
  return secondsToWait(failures, 1, config.signInDelaySeconds);
}

export const countAddressFailure = (db: DbOrTx, address: string) =>
  recordAddressFailure(db, address, ADDRESS_MEMORY_MINUTES);
