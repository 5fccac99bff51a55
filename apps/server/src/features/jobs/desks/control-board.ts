import type { TPage } from '@apex/shared';
import { addCalendarDays, utcToday } from '@apex/shared/format';
import {
  DELIVERED_SHOWN_DAYS,
  IMPORT_STAGE_CODES,
  IMPORT_STAGE_DATES,
  importStageNumber,
  type TControlBoardCounts,
  type TControlBoardRow,
  type ZControlBoardFilters,
  type ZControlBoardQuery,
} from '@apex/shared/movement';
import type { z } from 'zod';
import type { AuditActor } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/service-context';
import { boardLastFreeDate, clocksOf, freeTimeParty } from '../free-time/free-time';
import { countBoardStages, findBoardContainers, findBoardJobs } from './control-board-queries';

/** Delivered jobs stay on the board for a week (UTC days, as the server speaks UTC). */
const deliveredSince = () => addCalendarDays(utcToday(), -DELIVERED_SHOWN_DAYS);

/** The import control board's stage bar: the office's import jobs at each stage, filtered as the stage's list. */
export async function countControlBoard(
  { db }: ServiceContext,
  { actor, query }: { actor: AuditActor; query: z.output<typeof ZControlBoardFilters> },
): Promise<TControlBoardCounts> {
  const since = deliveredSince();
  const counted = await countBoardStages(db, { officeCode: actor.officeCode, since, jobNo: query.jobNo });
  return {
    stages: IMPORT_STAGE_CODES.map((stage) => ({
      stage,
      count: counted.find((c) => c.stage === importStageNumber(stage))?.count ?? 0,
    })),
    deliveredSince: since,
  };
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** One stage's jobs with their containers' free-time clocks and last free dates, most urgent first. */
export async function findControlBoardJobs(
  { db }: ServiceContext,
  { actor, query }: { actor: AuditActor; query: z.output<typeof ZControlBoardQuery> },
): Promise<TPage<TControlBoardRow>> {
  const page = await findBoardJobs(db, {
    ...query,
    officeCode: actor.officeCode,
    stage: importStageNumber(query.stage),
    since: deliveredSince(),
  });
  const containers = await findBoardContainers(
    db,
    page.rows.map((r) => r.jobId),
  );
  const clocks = await clocksOf(db, page.rows.map(freeTimeParty));
  const stageColumn = IMPORT_STAGE_DATES[query.stage];
  return {
    rows: page.rows.map(({ deliveryScheduledAt, ...row }) => {
      const dates = { ...row, deliveryScheduledAt: iso(deliveryScheduledAt) };
      return {
        jobId: row.jobId,
        jobNo: row.jobNo,
        jobMode: row.jobMode,
        mblNo: row.mblNo,
        consigneeName: row.consigneeName,
        operatorName: row.operatorName,
        pod: row.pod,
        eta: row.eta,
        stageAt: dates[stageColumn],
        lastFreeDate: row.lastFreeDate,
        freeDateDue: row.freeDateDue,
        containers: containers
          .filter((c) => c.jobId === row.jobId)
          .map((c) => {
            const clock = clocks(freeTimeParty(row), c);
            const lastFreeDate = boardLastFreeDate(clock, c.lastFreeDate, row.lastFreeDate);
            return {
              lineNo: c.lineNo,
              containerNo: c.containerNo,
              containerType: c.containerType,
              lastFreeDate,
              ownDate: Boolean(clock.demurrage || clock.detention || c.lastFreeDate),
              clocks: clock,
            };
          }),
      };
    }),
    total: page.total,
  };
}
