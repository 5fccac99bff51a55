import type { CallOptions } from './client';

/** Saves and actions of these screens show their failures themselves: on the fields, or in a message. */
export const SHOWN_BY_SCREEN: CallOptions = { isStopError: true };
