import { z } from 'zod';
import { text, ZVersion } from '../api/paging';
import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';

/**
 * spec §4 trucking/rail entrustment: an order goes to the trucker (or the railway) and follows the
 * cargo, one step at a time. The spec does not show the transitions; ours (docs/decisions.md,
 * issue 19): the next step only, a step back to correct a mistake, cancel before the truck or
 * train has left, and a cancelled order entrusted again from the start.
 */
export const ENTRUSTMENT_STATES = {
  NOT_ENTRUSTED: 'movement:entrustmentStates.NOT_ENTRUSTED',
  ENTRUSTED: 'movement:entrustmentStates.ENTRUSTED',
  DEPARTED: 'movement:entrustmentStates.DEPARTED',
  ARRIVED: 'movement:entrustmentStates.ARRIVED',
  PICKED_UP: 'movement:entrustmentStates.PICKED_UP',
  CANCELLED: 'jobs:jobStatuses.CANCELLED',
} as const satisfies Record<string, TLabelKey>;
export type TEntrustmentState = keyof typeof ENTRUSTMENT_STATES;
export const ENTRUSTMENT_STATE_CODES = codesOf(ENTRUSTMENT_STATES);

/** The normal sequence, in order; CANCELLED stands apart. */
const SEQUENCE: readonly TEntrustmentState[] = ['NOT_ENTRUSTED', 'ENTRUSTED', 'DEPARTED', 'ARRIVED', 'PICKED_UP'];

/** Cancelling is possible while nothing has moved yet. */
const CANCELLABLE: ReadonlySet<TEntrustmentState> = new Set(['NOT_ENTRUSTED', 'ENTRUSTED']);

/** The states an order in `from` may go to, for the screens' buttons and the server's check alike. */
export function entrustmentMoves(from: TEntrustmentState): TEntrustmentState[] {
  if (from === 'CANCELLED') return ['NOT_ENTRUSTED'];
  const at = SEQUENCE.indexOf(from);
  return [SEQUENCE[at + 1], SEQUENCE[at - 1], CANCELLABLE.has(from) ? 'CANCELLED' : undefined].filter(
    (state): state is TEntrustmentState => state !== undefined,
  );
}

export const canMoveEntrustment = (from: TEntrustmentState, to: TEntrustmentState): boolean =>
  entrustmentMoves(from).includes(to);

/** A step back corrects a mistake: the server asks for a reason and logs it. */
export const isStepBack = (from: TEntrustmentState, to: TEntrustmentState): boolean =>
  SEQUENCE.includes(from) && SEQUENCE.includes(to) && SEQUENCE.indexOf(to) === SEQUENCE.indexOf(from) - 1;

/** A move of an entrustment's status (trucking order or rail entrust); a step back says why. */
export const ZEntrustmentMoveRequest = z.object({
  version: ZVersion,
  to: z.enum(ENTRUSTMENT_STATE_CODES),
  reason: text(300).default(''),
});

/** One line of an entrustment's status history: the move, who made it, when, and why a step went back. */
export const ZEntrustmentStatusChange = z.object({
  from: z.enum(ENTRUSTMENT_STATE_CODES),
  to: z.enum(ENTRUSTMENT_STATE_CODES),
  reason: z.string(),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type TEntrustmentStatusChange = z.infer<typeof ZEntrustmentStatusChange>;
