import {
  DCSA_SIGNATURE_HEADER,
  fromDcsaEvent,
  type TIngestResult,
  ZDcsaEvents,
  ZTrackingEvent,
} from '@apex/shared/tracking';
import type { z } from 'zod';
import { AppError, badRequest } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { verifiedSubscription } from './callback-secrets';
import type { IntakeEvent } from './ingest';
import { ingestCallbackInTurn } from './ingest-in-turn';
import { findSubscriptionSecret } from './queries';
import { queueCallbackRetry } from './tracking-jobs';

const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    .join('; ');

function parseEvents(rawBody: Buffer, carrierCode: string): IntakeEvent[] {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('tracking.badCallback', { issues: 'not JSON' });
  }
  const wire = ZDcsaEvents.safeParse(body);
  if (!wire.success) throw badRequest('tracking.badCallback', { issues: issuesOf(wire.error) });
  return wire.data.map((event, at) => {
    const normalized = ZTrackingEvent.safeParse(fromDcsaEvent(event, carrierCode));
    if (!normalized.success)
      throw badRequest('tracking.badCallback', { issues: `${at}: ${issuesOf(normalized.error)}` });
    return { event: normalized.data, payload: event };
  });
}

/**
 * A carrier's push for one subscription. The signature of the raw body under the subscription's
 * secret is checked before anything is read (a wrong or missing one, or an unknown subscription,
 * is 401 and changes nothing); then the body must be DCSA events (400 names what is wrong). They
 * are stored with the other callbacks of the moment (`ingestCallbackInTurn`); events that cannot be
 * stored now are queued for the runner to store later (answer: null).
 */
export async function receiveCallback(
  ctx: ServiceContext,
  subscriptionId: number,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<TIngestResult | null> {
  const signature = headers[DCSA_SIGNATURE_HEADER];
  const subscription = await verifiedSubscription(
    ctx.db,
    subscriptionId,
    rawBody,
    typeof signature === 'string' ? signature : undefined,
  );
  if (!subscription) throw new AppError(401, 'tracking.badSignature');
  const events = parseEvents(rawBody, subscription.carrierCode);
  try {
    return await ingestCallbackInTurn(ctx.db, events);
  } catch (error) {
    if (await queueCallbackRetry(events)) return null;
    throw error;
  }
}

/** A publisher's check of the callback URL: it exists for a known subscription. */
export async function checkCallback(ctx: ServiceContext, subscriptionId: number) {
  const subscription = await findSubscriptionSecret(ctx.db, subscriptionId);
  if (!subscription) throw new AppError(404, 'tracking.notSubscribed');
  return null;
}
