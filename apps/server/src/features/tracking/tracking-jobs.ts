import type { Database } from '../../db/client';
import { clock } from '../../platform/clock/clock';
import { type JobKind, type JobRunner, startJobRunner } from '../../platform/jobs/job-runner';
import type { ServiceContext } from '../../platform/service-context';
import { ediInboxScan } from '../tracking-edi/edi-inbox';
import { type IntakeEvent, ingestTrackingEvents, matchWaitingEvents } from './ingest';
import { findPendingSubscriptions, findSubscriptionsDue } from './queries';
import { activateSubscription, pollSubscription } from './subscriptions';

const PER_SWEEP = 100;

/**
 * Every minute: the subscriptions still PENDING (the carrier failed) are sent to the carrier again,
 * the ACTIVE ones not polled for TRACKING_POLL_MINUTES are polled, the fallback for callbacks that
 * never came, and the events that matched no job are matched again (their job may have its B/L no now).
 */
export function trackingSweep(ctx: ServiceContext): JobKind {
  return {
    name: 'tracking-sweep',
    cron: '* * * * *',
    async run() {
      const pending = await findPendingSubscriptions(ctx.db, PER_SWEEP);
      for (const row of pending) await activateSubscription(ctx, row);
      const dueBefore = new Date(clock.now().getTime() - ctx.config.tracking.pollMinutes * 60_000);
      const due = await findSubscriptionsDue(ctx.db, dueBefore, PER_SWEEP);
      for (const row of due) await pollSubscription(ctx, row);
      await matchWaitingEvents(ctx.db, clock.now());
    },
  };
}

/** A verified callback whose events could not be stored at once: stored again, with backoff, until it works. */
function callbackRetry(ctx: ServiceContext): JobKind<{ events: IntakeEvent[] }> {
  return {
    name: 'tracking-callback',
    retry: { limit: 12, delaySeconds: 30 },
    async run({ events }) {
      await ingestTrackingEvents(ctx.db, events, 'DCSA');
    },
  };
}

let running: { runner: JobRunner; ctx: ServiceContext } | null = null;

/**
 * Starts the job runner with the tracking jobs, and the EDI inbox's scan when EDI_INBOX_DIR is set
 * (main.ts); tests start it themselves and stop it.
 */
export async function startTrackingJobs(
  database: Pick<Database, 'db' | 'kind'>,
  ctx: ServiceContext,
  onError: (error: Error) => void,
): Promise<JobRunner> {
  const { ediInboxDir } = ctx.config;
  const kinds = [
    trackingSweep(ctx),
    callbackRetry(ctx) as JobKind,
    ...(ediInboxDir ? [ediInboxScan(ctx, ediInboxDir)] : []),
  ];
  const runner = await startJobRunner(database, kinds, onError);
  running = { runner, ctx };
  return {
    send: runner.send,
    async stop() {
      running = null;
      await runner.stop();
    },
  };
}

/** Queues a callback's events for another try; false when no runner runs in this process. */
export async function queueCallbackRetry(events: IntakeEvent[]): Promise<boolean> {
  if (!running) return false;
  await running.runner.send(callbackRetry(running.ctx), { events });
  return true;
}
