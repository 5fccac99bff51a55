import type { TJobType } from '@apex/shared/jobs';
import type { TShipmentRow, ZShipmentListQuery } from '@apex/shared/tracking';
import type { z } from 'zod';
import { clock } from '../../../platform/clock/clock';
import type { ServiceContext } from '../../../platform/service-context';
import {
  findGoodsStatusHeads,
  findLastAndNextEvents,
  findOpenSlips,
  findShipmentPage,
  type ShipmentEventRow,
} from './queries';

const shownEvent = (row: ShipmentEventRow | undefined) =>
  row
    ? {
        eventType: row.eventType as NonNullable<TShipmentRow['lastEvent']>['eventType'],
        eventCode: row.eventCode,
        classifier: row.classifier as NonNullable<TShipmentRow['lastEvent']>['classifier'],
        at: row.at.toISOString(),
        place: row.place,
      }
    : null;

const byJob = <R extends { jobId: number }>(rows: R[]) => new Map(rows.map((row) => [row.jobId, row]));

/**
 * /shipmentList/index: a page of the office's shipments, each with where it is — its goods status,
 * the carrier's last actual and next expected event — and how late the carrier makes it. What
 * each row adds is read for the page's jobs only.
 */
export async function findShipments(
  ctx: ServiceContext,
  query: z.output<typeof ZShipmentListQuery> & { officeCode: string; jobType: TJobType },
) {
  const page = await findShipmentPage(ctx.db, query);
  const ids = page.rows.map((row) => row.jobId);
  if (ids.length === 0) return { rows: [], total: page.total };
  const [heads, events, slips] = await Promise.all([
    findGoodsStatusHeads(ctx.db, ids),
    findLastAndNextEvents(ctx.db, ids, clock.now()),
    findOpenSlips(ctx.db, ids),
  ]);
  const last = byJob(events.filter((e) => e.kind === 'last'));
  const next = byJob(events.filter((e) => e.kind === 'next'));
  const [head, slip] = [byJob(heads), byJob(slips)];
  const rows: TShipmentRow[] = page.rows.map((row) => {
    const step = head.get(row.jobId);
    return {
      ...row,
      goodsStatus: step?.step && step.at ? { step: step.step, at: step.at.toISOString() } : null,
      lastEvent: shownEvent(last.get(row.jobId)),
      nextEvent: shownEvent(next.get(row.jobId)),
      delayDays: slip.get(row.jobId)?.slipDays ?? null,
    };
  });
  return { rows, total: page.total };
}
