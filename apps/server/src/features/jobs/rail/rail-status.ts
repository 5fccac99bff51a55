import { ENTITY_NAMES } from '@apex/shared';
import type { TEntrustmentState, TRailEntrust, ZEntrustmentMoveRequest } from '@apex/shared/movement';
import type { z } from 'zod';
import type { ServiceContext } from '../../../platform/service-context';
import { checkEntrustmentMove } from '../access/entrustment-moves';
import type { JobRef } from '../access/job-access';
import {
  findEntrustContainers,
  insertRailStatusChange,
  moveEntrustStatus,
  setEntrustContainersActive,
} from './queries';
import { auditRailEntrust, changeRailEntrust, checkEntrustContainers, readRailEntrust } from './rail-entrusts';

/**
 * spec §4: a rail entrust moved along the entrustment states (`@apex/shared/movement` says which
 * moves there are; a step back needs its reason). A cancelled entrust lets go of its containers,
 * and one entrusted again takes them back if no other entrust has taken them meanwhile. Each move
 * is a history row (who, when, why) and an operation-log entry.
 */
export async function moveRailStatus(
  ctx: ServiceContext,
  {
    input: { version, ...move },
    entrustId,
    ...ref
  }: JobRef & { entrustId: number; input: z.output<typeof ZEntrustmentMoveRequest> },
): Promise<TRailEntrust> {
  await changeRailEntrust(ctx, { ref, entrustId, version }, async (tx, job, entrust) => {
    const from = entrust.status as TEntrustmentState;
    checkEntrustmentMove({ entity: ENTITY_NAMES.railEntrust, no: entrust.entrustNo, status: from }, move);
    if (from === 'CANCELLED') {
      const containerNos = (await findEntrustContainers(tx, [entrust.id])).map((c) => c.containerNo);
      await checkEntrustContainers(tx, job, { id: entrust.id, active: true }, containerNos);
    }
    if (from === 'CANCELLED' || move.to === 'CANCELLED')
      await setEntrustContainersActive(tx, entrust.id, move.to !== 'CANCELLED');
    await moveEntrustStatus(
      tx,
      { id: entrust.id, version, by: ref.actor.account, entity: ENTITY_NAMES.railEntrust },
      move.to,
    );
    await insertRailStatusChange(tx, {
      entrustId: entrust.id,
      fromStatus: from,
      toStatus: move.to,
      reason: move.reason,
      changedBy: ref.actor.account,
    });
    await auditRailEntrust(tx, ref, entrust, 'railEntrust.statusChanged', {
      from,
      to: move.to,
      ...(move.reason ? { reason: move.reason } : {}),
    });
  });
  return readRailEntrust(ctx.db, ref, entrustId);
}
