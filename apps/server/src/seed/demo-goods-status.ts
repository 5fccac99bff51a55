import {
  currentGoodsStatusStep,
  goodsStatusOrderRefusal,
  type RecordedStep,
  type TGoodsStatusStep,
} from '@apex/shared/tracking';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { goodsStatusEntries, jobGoodsStatus, jobs } from '../db/schema';

type DemoJob = typeof jobs.$inferSelect;

/** A day of the job at a working hour (UTC): the steps a user types are dated so. */
const at = (day: string | null, hour: number) => (day ? `${day}T${String(hour).padStart(2, '0')}:00:00.000Z` : null);

/** The steps a demo job has reached, from its own dates: what the card, the board and the lists already show. */
function stepsOf(job: DemoJob, now: Date): RecordedStep[] {
  const opened = job.operationAt.toISOString();
  const candidates: [TGoodsStatusStep, string | null][] = [
    ['ACCEPT_COMMITMENT', opened],
    ['ON_BOARD', at(job.etd, 8)],
    ['ETA', at(job.eta, 6)],
    ['ARRIVAL_NOTICE', at(job.arrivalNoticeDate, 9)],
    ['DOCUMENT_TURNOVER', at(job.documentTurnoverDate, 10)],
    ['CUSTOMS_ENTRY', at(job.customsEntryDate, 11)],
    ['CLEARED', at(job.customsReleaseDate, 15)],
    ['AVAILABLE_FOR_PICKUP', at(job.cargoAvailableDate, 16)],
    ['SCHEDULED_DELIVERY', job.deliveryScheduledAt?.toISOString() ?? null],
    ['DELIVERED', at(job.cargoDeliveredDate, 17)],
  ];
  const kept: RecordedStep[] = [];
  for (const [step, occurredAt] of candidates) {
    // Only what has happened (the ETA is an estimate), and never out of the sequence's order.
    if (!occurredAt || (step !== 'ETA' && new Date(occurredAt) > now)) continue;
    if (!goodsStatusOrderRefusal(kept, { step, occurredAt })) kept.push({ step, occurredAt });
  }
  return kept;
}

/**
 * The demo jobs' goods status (issue 20): each job's steps as its own dates say (opened, sailed,
 * ETA, arrival notice, documents, customs, available, delivery), typed by its operator, in order,
 * with the job's current step for the goods status desk.
 */
export async function insertDemoGoodsStatus(db: DbOrTx) {
  const now = new Date();
  const demoJobs = await db.select().from(jobs).where(eq(jobs.createdBy, 'demo')).orderBy(asc(jobs.id));
  for (let from = 0; from < demoJobs.length; from += 500) {
    const chunk = demoJobs.slice(from, from + 500).map((job) => ({ job, steps: stepsOf(job, now) }));
    const entries = chunk.flatMap(({ job, steps }) =>
      steps.map((s) => ({
        jobId: job.id,
        step: s.step,
        occurredAt: new Date(s.occurredAt),
        source: 'user',
        recordedBy: 'demo',
        recordedAt: new Date(s.occurredAt),
      })),
    );
    if (entries.length > 0) await db.insert(goodsStatusEntries).values(entries);
    const heads = chunk
      .filter(({ steps }) => steps.length > 0)
      .map(({ job, steps }) => {
        const currentStep = currentGoodsStatusStep(steps);
        const current = steps.find((s) => s.step === currentStep);
        return {
          jobId: job.id,
          officeCode: job.officeCode,
          jobType: job.jobType,
          currentStep,
          currentStepAt: current ? new Date(current.occurredAt) : null,
          createdBy: 'demo',
          updatedBy: 'demo',
        };
      });
    if (heads.length > 0) await db.insert(jobGoodsStatus).values(heads);
  }
}
