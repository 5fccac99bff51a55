/** What the client does with an envelope's status code (spec §8 Response handling). */
type ReplyOutcome =
  /** 200, no code at all, and 408 which hands its data to the caller. */
  | 'resolve'
  /** 401, or a server code above 8000: the login-expired dialog, then the sign-on page. */
  | 'signInAgain'
  /** 409: reject with the message and let the screen decide. */
  | 'reject'
  /** 500: toast, log, and still hand the data to the caller. */
  | 'reportAndResolve'
  /** Any other code: toast, log, reject. */
  | 'reportAndReject';

export function replyOutcome(statusCode: number | null | undefined): ReplyOutcome {
  // spec §8: a missing code returns the data.
  if (statusCode === undefined || statusCode === null || statusCode === 200 || statusCode === 408) return 'resolve';
  if (statusCode === 401 || statusCode > 8000) return 'signInAgain';
  if (statusCode === 409) return 'reject';
  if (statusCode === 500) return 'reportAndResolve';
  return 'reportAndReject';
}

/** spec §8: messages containing these fragments are logged but not shown ('ETD is empty'). */
const SILENT_FRAGMENTS = ['ETD is empty'];

export const isSilentMessage = (message: string) => SILENT_FRAGMENTS.some((fragment) => message.includes(fragment));
