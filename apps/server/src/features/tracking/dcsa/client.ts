import { type TDcsaEvent, ZDcsaEvents, ZDcsaSubscription } from '@apex/shared/tracking';
import type { CarrierEndpoint } from './carrier-endpoints';

/** What the carrier is asked to track, by DCSA's filter names. */
export type DcsaReference =
  | { transportDocumentReference: string }
  | { carrierBookingReference: string }
  | { equipmentReference: string };

/** A carrier that did not answer, or answered something else than DCSA: the message says which. */
export class CarrierError extends Error {
  override name = 'CarrierError';
}

const TIMEOUT_MS = 10_000;

async function send(endpoint: CarrierEndpoint, path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${endpoint.url}${path}`, {
      ...init,
      headers: {
        accept: 'application/json',
        'api-version': '2',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new CarrierError(`${endpoint.url} is not reachable (${(error as Error).message})`);
  }
}

const refusal = async (endpoint: CarrierEndpoint, res: Response) =>
  new CarrierError(`${endpoint.url} answered ${res.status} ${(await res.text()).slice(0, 200)}`);

async function call(endpoint: CarrierEndpoint, path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await send(endpoint, path, init);
  if (!res.ok) throw await refusal(endpoint, res);
  return res.json();
}

/**
 * `POST /v2/event-subscriptions`: the carrier pushes the reference's events to `callbackUrl`,
 * signed with `secret` (base64); answers the carrier's subscription id.
 */
export async function subscribeAtCarrier(
  endpoint: CarrierEndpoint,
  request: { callbackUrl: string; secret: string; reference: DcsaReference },
): Promise<string> {
  const answer = await call(endpoint, '/v2/event-subscriptions', {
    method: 'POST',
    body: JSON.stringify({ callbackUrl: request.callbackUrl, secret: request.secret, ...request.reference }),
  });
  const parsed = ZDcsaSubscription.safeParse(answer);
  if (!parsed.success) throw new CarrierError(`${endpoint.url} answered no DCSA subscription`);
  return parsed.data.subscriptionID;
}

/** `GET /v2/events` filtered by the reference: the fallback when callbacks do not come. */
export async function pollCarrier(endpoint: CarrierEndpoint, reference: DcsaReference): Promise<TDcsaEvent[]> {
  const query = new URLSearchParams({ ...reference, limit: '1000' });
  const parsed = ZDcsaEvents.safeParse(await call(endpoint, `/v2/events?${query}`));
  if (!parsed.success) throw new CarrierError(`${endpoint.url} answered no list of DCSA events`);
  return parsed.data;
}

/**
 * `DELETE /v2/event-subscriptions/:id`: the carrier stops pushing (a subscription renewed with a
 * new secret). One the carrier no longer has is gone already.
 */
export async function cancelAtCarrier(endpoint: CarrierEndpoint, subscriptionId: string): Promise<void> {
  const res = await send(endpoint, `/v2/event-subscriptions/${encodeURIComponent(subscriptionId)}`, {
    method: 'DELETE',
  });
  if (!res.ok && res.status !== 404) throw await refusal(endpoint, res);
}
