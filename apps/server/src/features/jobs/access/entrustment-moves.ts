import { labelTexts, type TLabelKey } from '@apex/shared/labels';
import { canMoveEntrustment, ENTRUSTMENT_STATES, isStepBack, type TEntrustmentState } from '@apex/shared/movement';
import { AppError, invalidField } from '../../../platform/http/app-error';

/**
 * spec §4: what every entrustment (a trucking order, a rail entrust) checks before it moves: a move
 * `@apex/shared/movement` allows from where it is (409 naming it), and a step back with its reason.
 */
export function checkEntrustmentMove(
  entrustment: { entity: TLabelKey; no: string; status: TEntrustmentState },
  move: { to: TEntrustmentState; reason: string },
) {
  const from = entrustment.status;
  if (!canMoveEntrustment(from, move.to))
    throw new AppError(409, 'entrustment.statusNotAllowed', {
      entity: labelTexts(entrustment.entity),
      no: entrustment.no,
      status: labelTexts(ENTRUSTMENT_STATES[from]),
      to: labelTexts(ENTRUSTMENT_STATES[move.to]),
    });
  if (isStepBack(from, move.to) && !move.reason) throw invalidField('reason', 'entrustment.reasonNeeded');
}
