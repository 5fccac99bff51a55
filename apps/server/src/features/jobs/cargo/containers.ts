import { containerTotals, earliestDay, type TContainerList, type ZSaveContainersRequest } from '@apex/shared/jobs';
import type { z } from 'zod';
import type { ServiceContext } from '../../../platform/service-context';
import { CONTAINER_TYPE_LABEL } from './cargo-labels';
import { cellsOf, checkDictionaryCells } from './cargo-references';
import { type JobPartTarget, readableJob } from './job-part';
import { saveListPart } from './list-part';
import { findContainers, findPartVersion, replaceContainers, setJobContainerDates } from './queries';

type SaveInput = z.output<typeof ZSaveContainersRequest>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function getContainers(ctx: ServiceContext, target: JobPartTarget): Promise<TContainerList> {
  const job = await readableJob(ctx.db, target);
  const [version, rows] = await Promise.all([
    findPartVersion(ctx.db, job.id, 'containers'),
    findContainers(ctx.db, job.id),
  ]);
  const containers = rows.map(({ id, jobId, lineNo, vgmAt, loadingAt, gateInAt, vgmMethod, ...row }) => ({
    ...row,
    vgmMethod: vgmMethod as '1' | '2' | null,
    vgmAt: iso(vgmAt),
    loadingAt: iso(loadingAt),
    gateInAt: iso(gateInAt),
  }));
  return { jobId: job.id, version: version?.version ?? 0, containers, totals: containerTotals(containers) };
}

const moment = (value: string | null) => (value ? new Date(value) : null);

/**
 * Saves the containers as a whole, in one transaction with the dates the job lists filter by
 * (the earliest packing date and gate-in day), and the operation log.
 */
export async function saveContainers(
  ctx: ServiceContext,
  { input, ...target }: JobPartTarget & { input: SaveInput },
): Promise<TContainerList> {
  const { version, containers } = input;
  await saveListPart(ctx, target, {
    part: 'containers',
    version,
    write: async (tx, job) => {
      await checkDictionaryCells(
        tx,
        'CONTAINER_TYPE',
        CONTAINER_TYPE_LABEL,
        cellsOf(containers, 'containers', 'containerType'),
      );
      await replaceContainers(
        tx,
        job.id,
        containers.map((c) => ({
          ...c,
          vgmAt: moment(c.vgmAt),
          loadingAt: moment(c.loadingAt),
          gateInAt: moment(c.gateInAt),
        })),
      );
      await setJobContainerDates(tx, job.id, {
        packingDate: earliestDay(containers.map((c) => c.packingDate)),
        gateInDate: earliestDay(containers.map((c) => c.gateInAt)),
      });
      return { ...containerTotals(containers), containerNos: containers.map((c) => c.containerNo).filter(Boolean) };
    },
  });
  return getContainers(ctx, target);
}
