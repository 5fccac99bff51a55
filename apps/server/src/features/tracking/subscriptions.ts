import {
  fromDcsaEvent,
  type TJobTracking,
  TRACKING_FIRST_REFRESH_MINUTES,
  type TSubscribeTrackingRequest,
  type TTrackingSubscription,
  ZSubscribeTrackingRequest,
  ZTrackingEvent,
} from '@apex/shared/tracking';
import type { Tx } from '../../db/client';
import type { trackingSubscriptions } from '../../db/schema';
import { writeAudit } from '../../platform/audit/audit-log';
import { clock } from '../../platform/clock/clock';
import { AppError, badRequest, invalidField } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { type JobRef, lockJob, readJob } from '../jobs/access/job-access';
import type { JobRow } from '../jobs/access/queries';
import { forgetCallbackSecret } from './callback-secrets';
import { carrierEndpoint } from './dcsa/carrier-endpoints';
import { CarrierError, cancelAtCarrier, type DcsaReference, pollCarrier, subscribeAtCarrier } from './dcsa/client';
import { newSecret } from './dcsa/signature';
import { ingestTrackingEvents } from './ingest';
import { jobTrackingEvents } from './queries';
import {
  findCarrierScac,
  findJobBookingNo,
  findJobContainer,
  subscriptionsOf,
  updateSubscription,
  upsertSubscription,
} from './subscription-queries';

type SubscriptionRow = typeof trackingSubscriptions.$inferSelect;

const FIRST_REFRESH_MS = TRACKING_FIRST_REFRESH_MINUTES * 60_000;

const shown = (row: SubscriptionRow): TTrackingSubscription => ({
  id: row.id,
  referenceKind: row.referenceKind as TTrackingSubscription['referenceKind'],
  reference: row.reference,
  carrierCode: row.carrierCode,
  status: row.status as TTrackingSubscription['status'],
  subscribedAt: row.subscribedAt.toISOString(),
  lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
  lastError: row.lastError,
  tooYoungToRefresh: clock.now().getTime() - row.subscribedAt.getTime() < FIRST_REFRESH_MS,
});

/** The job's online tracking tab: its subscriptions and its events (the current view, or all). */
export async function getJobTracking(
  ctx: ServiceContext,
  ref: JobRef,
  { history }: { history: boolean },
): Promise<TJobTracking> {
  const job = await readJob(ctx.db, ref);
  const [subscriptions, events] = await Promise.all([
    subscriptionsOf(ctx.db, job.id),
    jobTrackingEvents(ctx.db, job.id, { history }),
  ]);
  return { subscriptions: subscriptions.map(shown), events };
}

/** The DCSA filter a subscription asks the carrier for. */
function dcsaReferenceOf(row: Pick<SubscriptionRow, 'referenceKind' | 'reference'>): DcsaReference {
  if (row.referenceKind === 'BOOKING') return { carrierBookingReference: row.reference };
  if (row.referenceKind === 'CONTAINER') return { equipmentReference: row.reference };
  return { transportDocumentReference: row.reference };
}

async function scacOf(tx: Tx, job: JobRow): Promise<string> {
  if (!job.carrierId) return '';
  return (await findCarrierScac(tx, job.carrierId)).trim();
}

/** What the subscription tracks: the job's MBL no, its booking no, or one of its containers. */
async function referenceOf(tx: Tx, job: JobRow, request: ReturnType<typeof ZSubscribeTrackingRequest.parse>) {
  if (request.referenceKind === 'MBL') return job.mblNo.trim();
  if (request.referenceKind === 'BOOKING') {
    const booking = await findJobBookingNo(tx, job.id);
    if (!booking?.no.trim()) throw invalidField('referenceKind', 'tracking.bookingNoEmpty');
    return booking.no.trim();
  }
  const containerNo = (request.containerNo ?? '').toUpperCase();
  const container = containerNo ? await findJobContainer(tx, job.id, containerNo) : undefined;
  if (!container) throw invalidField('containerNo', 'tracking.containerNotOnJob', { containerNo });
  return container.no;
}

/**
 * Subscribes a job to its carrier's events (spec §5: it needs the master B/L no and the carrier's
 * SCAC, §8 names them when missing; nothing is stored then). The subscription is kept first, then
 * the carrier asked; a carrier that fails leaves it PENDING with the error, and the runner's sweep
 * tries again. Subscribing again renews the secret and the §9 wait, and cancels the carrier's old
 * subscription.
 */
export async function subscribeJob(
  ctx: ServiceContext,
  ref: JobRef,
  input: TSubscribeTrackingRequest,
): Promise<TTrackingSubscription> {
  const request = ZSubscribeTrackingRequest.parse(input);
  const { saved: row, previous } = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, ref);
    if (!job.mblNo.trim()) throw invalidField('mblNo', 'tracking.mblNoEmpty');
    const scac = await scacOf(tx, job);
    if (!scac) throw invalidField('carrier', 'tracking.scacEmpty');
    if (!carrierEndpoint(ctx.config.tracking, scac)) throw badRequest('tracking.noCarrierEndpoint', { scac });
    const reference = await referenceOf(tx, job, request);
    const renewed = (await subscriptionsOf(tx, job.id)).find(
      (s) => s.referenceKind === request.referenceKind && s.reference === reference,
    );
    const values = {
      carrierCode: scac,
      status: 'PENDING',
      secret: newSecret(),
      carrierSubscriptionId: '',
      subscribedAt: clock.now(),
      lastError: '',
      failedAttempts: 0,
      updatedBy: ref.actor.account,
      updatedAt: new Date(),
    };
    const saved = await upsertSubscription(
      tx,
      { jobId: job.id, referenceKind: request.referenceKind, reference, createdBy: ref.actor.account },
      values,
    );
    await writeAudit(tx, ref.actor, {
      action: 'trackingSubscription.subscribed',
      entity: 'trackingSubscription',
      entityId: saved!.id,
      key: job.jobNo,
      detail: { referenceKind: request.referenceKind, reference, carrierCode: scac },
    });
    return { saved: saved!, previous: renewed?.carrierSubscriptionId ?? '' };
  });
  // The carrier's old subscription pushes with the old secret: it is cancelled, whatever the carrier answers.
  forgetCallbackSecret(ctx.db, row.id);
  if (previous) await cancelAtCarrierQuietly(ctx, row.carrierCode, previous);
  return shown(await activateSubscription(ctx, row));
}

async function cancelAtCarrierQuietly(ctx: ServiceContext, carrierCode: string, subscriptionId: string) {
  const endpoint = carrierEndpoint(ctx.config.tracking, carrierCode);
  if (endpoint) await cancelAtCarrier(endpoint, subscriptionId).catch(failed);
}

const failed = (error: unknown) => {
  if (error instanceof CarrierError) return error.message;
  throw error;
};

/**
 * Asks the carrier to push the subscription's events to our callback. Answers the row as it now
 * stands: ACTIVE, or still PENDING with the carrier's error (FAILED after ten tries).
 */
export async function activateSubscription(ctx: ServiceContext, row: SubscriptionRow): Promise<SubscriptionRow> {
  const endpoint = carrierEndpoint(ctx.config.tracking, row.carrierCode);
  let change: Partial<SubscriptionRow>;
  try {
    if (!endpoint) throw new CarrierError(`no DCSA endpoint for ${row.carrierCode}`);
    const carrierSubscriptionId = await subscribeAtCarrier(endpoint, {
      callbackUrl: `${ctx.config.tracking.callbackOrigin}/api/tracking/dcsa/callbacks/${row.id}`,
      secret: row.secret,
      reference: dcsaReferenceOf(row),
    });
    change = { status: 'ACTIVE', carrierSubscriptionId, lastError: '', failedAttempts: 0 };
  } catch (error) {
    const attempts = row.failedAttempts + 1;
    change = {
      status: attempts >= 10 ? 'FAILED' : 'PENDING',
      lastError: failed(error).slice(0, 500),
      failedAttempts: attempts,
    };
  }
  return (await updateSubscription(ctx.db, row.id, change)) ?? row;
}

/**
 * Polls the carrier for a subscription's events (`GET /v2/events`) and ingests them; the poll's
 * time and error are kept on the subscription.
 */
export async function pollSubscription(ctx: ServiceContext, row: SubscriptionRow) {
  const endpoint = carrierEndpoint(ctx.config.tracking, row.carrierCode);
  const polledAt = clock.now();
  try {
    if (!endpoint) throw new CarrierError(`no DCSA endpoint for ${row.carrierCode}`);
    const events = await pollCarrier(endpoint, dcsaReferenceOf(row));
    const result = await ingestTrackingEvents(
      ctx.db,
      events.map((e) => ({ event: ZTrackingEvent.parse(fromDcsaEvent(e, row.carrierCode)), payload: e })),
      'DCSA',
    );
    await updateSubscription(ctx.db, row.id, { lastPolledAt: polledAt, lastError: '' });
    return result;
  } catch (error) {
    await updateSubscription(ctx.db, row.id, { lastPolledAt: polledAt, lastError: failed(error).slice(0, 500) });
    return null;
  }
}

/**
 * "Refresh" on the tab: polls every subscription of the job now (a pending one is first sent to
 * the carrier again). The caller tells the user when one is younger than spec §9's five minutes.
 */
export async function refreshJobTracking(ctx: ServiceContext, ref: JobRef) {
  const job = await readJob(ctx.db, ref);
  const rows = await subscriptionsOf(ctx.db, job.id);
  if (!rows.length) throw new AppError(409, 'tracking.notSubscribed');
  let created = 0;
  for (const row of rows) {
    const current = row.status === 'ACTIVE' ? row : await activateSubscription(ctx, row);
    created += (await pollSubscription(ctx, current))?.created ?? 0;
  }
  await writeAudit(ctx.db, ref.actor, {
    action: 'trackingSubscription.refreshed',
    entity: 'trackingSubscription',
    entityId: rows[0]!.id,
    key: job.jobNo,
    detail: { created },
  });
  const tracking = await getJobTracking(ctx, ref, { history: false });
  return { tracking, created, tooYoung: tracking.subscriptions.some((s) => s.tooYoungToRefresh) };
}
