import { containerTotals, earliestDay, type TContainerList, type ZSaveContainersRequest } from '@apex/shared/jobs';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { ServiceContext } from '../../../platform/service-context';
import type { JobRef } from '../access/job-access';
import { readJobPart, saveJobPart } from '../access/job-part';
import type { JobRow } from '../access/queries';
import { clocksOf, freeTimeParty } from '../free-time/free-time';
import { CONTAINER_TYPE_LABEL } from './cargo-labels';
import { cellsOf, checkDictionaryCells } from './cargo-references';
import { checkDigitConfirmations } from './container-check-digits';
import { findContainers, replaceContainers, setJobContainerDates } from './queries';

type SaveInput = z.output<typeof ZSaveContainersRequest>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The containers with their totals and free-time clocks, in line order. */
const CONTAINERS = {
  part: 'containers' as const,
  read: async (db: DbOrTx, job: JobRow) => {
    const party = freeTimeParty(job);
    const clocks = await clocksOf(db, [party]);
    const containers = (await findContainers(db, job.id)).map(
      ({ id, jobId, lineNo, vgmAt, loadingAt, gateInAt, vgmMethod, checkDigitConfirmedAt, ...row }) => ({
        ...row,
        clocks: clocks(party, row),
        checkDigitConfirmedAt: iso(checkDigitConfirmedAt),
        vgmMethod: vgmMethod as '1' | '2' | null,
        vgmAt: iso(vgmAt),
        loadingAt: iso(loadingAt),
        gateInAt: iso(gateInAt),
      }),
    );
    return { containers, totals: containerTotals(containers) };
  },
};

export const getContainers = (ctx: ServiceContext, ref: JobRef): Promise<TContainerList> =>
  readJobPart(ctx, ref, CONTAINERS);

const moment = (value: string | null) => (value ? new Date(value) : null);

/**
 * Saves the containers as a whole, in one transaction with the dates the job lists filter by
 * (the earliest packing date and gate-in day), and the operation log.
 */
export async function saveContainers(
  ctx: ServiceContext,
  { input, ...ref }: JobRef & { input: SaveInput },
): Promise<TContainerList> {
  const { version, containers, confirmCheckDigits } = input;
  return saveJobPart(ctx, ref, {
    ...CONTAINERS,
    version,
    write: async (tx, job) => {
      await checkDictionaryCells(
        tx,
        'CONTAINER_TYPE',
        CONTAINER_TYPE_LABEL,
        cellsOf(containers, 'containers', 'containerType'),
      );
      const numbers = containers.map((c) => c.containerNo);
      const confirmations = await checkDigitConfirmations(tx, job.id, numbers, {
        confirmed: confirmCheckDigits,
        by: ref.actor.account,
      });
      await replaceContainers(
        tx,
        job.id,
        containers.map((c) => ({
          ...c,
          ...confirmations.of(c.containerNo),
          vgmAt: moment(c.vgmAt),
          loadingAt: moment(c.loadingAt),
          gateInAt: moment(c.gateInAt),
        })),
      );
      await setJobContainerDates(tx, job.id, {
        packingDate: earliestDay(containers.map((c) => c.packingDate)),
        gateInDate: earliestDay(containers.map((c) => c.gateInAt)),
      });
      return {
        ...containerTotals(containers),
        containerNos: numbers.filter(Boolean),
        ...(confirmations.confirmedNow.length && { checkDigitConfirmed: confirmations.confirmedNow }),
      };
    },
  });
}
