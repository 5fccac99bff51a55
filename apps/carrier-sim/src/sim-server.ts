import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DCSA_SIGNATURE_HEADER, ZDcsaSubscriptionRequest } from '@apex/shared/tracking';
import { z } from 'zod';
import {
  DEPARTS,
  type PublishedEvent,
  SCENARIOS,
  type Shipment,
  scenarioOf,
  shipmentOf,
  voyageEvents,
} from './voyages';

export interface CarrierSimOptions {
  port?: number;
  host?: string;
  /** Virtual milliseconds per real one: 1 in tests (they move the clock), more in the demo. */
  speed?: number;
  /** How often due events are pushed to subscribers as the clock runs (ms); 0: only on POST /sim/clock. */
  tickMs?: number;
  log?: (line: string) => void;
}

export interface CarrierSim {
  url: string;
  close(): Promise<void>;
}

interface Subscription {
  subscriptionID: string;
  callbackUrl: string;
  secret: string;
  filter: Partial<Shipment>;
  eventType?: string[];
  delivered: Set<string>;
  createdDateTime: string;
}

const ZClock = z.object({
  advanceMinutes: z
    .number()
    .min(0)
    .max(60 * 24 * 400),
});
const locode = z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/);
/**
 * What the carrier knows of a booking: its ports, the vessel and the planned departure and arrival.
 * A voyage on such a route runs on the real clock (not sped up), so that it matches the job's dates.
 */
const ZRoute = z
  .object({
    pol: locode,
    pod: locode,
    departs: z.iso.datetime(),
    arrives: z.iso.datetime(),
    vessel: z.object({ name: z.string().min(1).max(35), voyage: z.string().min(1).max(10) }).optional(),
  })
  .refine((r) => Date.parse(r.arrives) > Date.parse(r.departs), { message: 'arrives must come after departs' });
const ZScenario = z.object({
  reference: z.string().min(1).max(35),
  scenario: z.enum(SCENARIOS),
  route: ZRoute.optional(),
});
type Booked = z.infer<typeof ZScenario>;

interface Voyage {
  events: PublishedEvent[];
  /** A booked route runs on the real clock, a voyage first heard of on the simulator's. */
  onRealClock: boolean;
}

const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', Buffer.from(secret, 'base64')).update(body).digest('hex')}`;

/**
 * A carrier's DCSA Track & Trace 2.2 publisher, in memory: event subscriptions (create, list, read,
 * delete), `GET /v2/events` with the reference filters, signed callbacks of the events that fall due
 * on its clock, and the test controls `POST /sim/clock` (move the clock, push what fell due) and
 * `POST /sim/scenarios` (which voyage a B/L plays, and on which route and dates).
 */
export async function startCarrierSim(options: CarrierSimOptions = {}): Promise<CarrierSim> {
  const speed = options.speed ?? 1;
  const startedReal = Date.now();
  let offset = 0;
  const now = () => startedReal + (Date.now() - startedReal) * speed + offset;
  const realNow = () => Date.now() + offset;
  const log = options.log ?? (() => {});

  const subscriptions = new Map<string, Subscription>();
  const chosen = new Map<string, Booked>();
  const voyages = new Map<string, Voyage>();

  /**
   * A shipment's voyage, started the first time the simulator hears of it, or three days before
   * the departure of its booked route.
   */
  function voyageOf(filter: Partial<Shipment>): Voyage {
    const shipment = shipmentOf(filter);
    const key = shipment.transportDocumentReference;
    let voyage = voyages.get(key);
    if (!voyage) {
      const named = [key, filter.carrierBookingReference, filter.equipmentReference].find((r) => r && chosen.has(r));
      const booked = named ? chosen.get(named) : undefined;
      const scenario = booked?.scenario ?? scenarioOf(key);
      const route = booked?.route;
      voyage = route
        ? {
            events: voyageEvents(shipment, scenario, Date.parse(route.departs) - DEPARTS, {
              pol: { locode: route.pol },
              pod: { locode: route.pod },
              transit: Date.parse(route.arrives) - Date.parse(route.departs),
              ...(route.vessel ? { vessel: route.vessel } : {}),
            }),
            onRealClock: true,
          }
        : { events: voyageEvents(shipment, scenario, now()), onRealClock: false };
      voyages.set(key, voyage);
      log(`voyage ${scenario} for ${key}${route ? ` ${route.pol} → ${route.pod}` : ''}`);
    }
    return voyage;
  }

  const due = (filter: Partial<Shipment>, eventTypes?: string[]) => {
    const { events, onRealClock } = voyageOf(filter);
    const at = onRealClock ? realNow() : now();
    return events
      .filter((p) => p.publishAt <= at && (!eventTypes?.length || eventTypes.includes(p.event.eventType)))
      .map((p) => p.event);
  };

  let delivering: Promise<number> = Promise.resolve(0);
  /** Pushes every subscriber the events that fell due since its last delivery; one pass at a time. */
  function deliver(): Promise<number> {
    delivering = delivering.then(async () => {
      let sent = 0;
      for (const sub of subscriptions.values()) {
        const events = due(sub.filter, sub.eventType).filter((e) => !sub.delivered.has(e.eventID));
        if (!events.length) continue;
        const body = JSON.stringify(events);
        const ok = await fetch(sub.callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [DCSA_SIGNATURE_HEADER]: sign(sub.secret, body) },
          body,
          signal: AbortSignal.timeout(10_000),
        })
          .then((res) => res.ok)
          .catch(() => false);
        log(`callback ${sub.subscriptionID}: ${events.length} events, ${ok ? 'delivered' : 'failed'}`);
        // A failed delivery is tried again at the next pass, as a DCSA publisher retries.
        if (!ok) continue;
        for (const e of events) sub.delivered.add(e.eventID);
        sent += events.length;
      }
      return sent;
    });
    return delivering;
  }

  const shown = ({ secret: _secret, delivered: _delivered, ...sub }: Subscription) => ({
    ...sub,
    ...sub.filter,
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sim');
    const answer = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'api-version': '2.2.0' });
      res.end(data === undefined ? '' : JSON.stringify(data));
    };
    const body = async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      try {
        return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown;
      } catch {
        return null;
      }
    };
    const invalid = (error: z.ZodError) =>
      answer(400, {
        httpMethod: req.method,
        requestUri: url.pathname,
        errors: error.issues.map((i) => ({ reason: 'invalidInput', message: `${i.path.join('.')}: ${i.message}` })),
      });
    const path = url.pathname.replace(/\/$/, '');
    const subPath = /^\/v2\/event-subscriptions\/([\w-]+)$/.exec(path);

    if (req.method === 'GET' && path === '/v2/events') {
      const q = url.searchParams;
      const filter: Partial<Shipment> = {};
      for (const name of ['transportDocumentReference', 'carrierBookingReference', 'equipmentReference'] as const) {
        const value = q.get(name);
        if (value) filter[name] = value;
      }
      if (!Object.keys(filter).length)
        return answer(400, {
          errors: [
            {
              reason: 'invalidQuery',
              message: 'a transportDocumentReference, carrierBookingReference or equipmentReference is needed',
            },
          ],
        });
      const types = q.get('eventType')?.split(',');
      const limit = Number(q.get('limit') ?? 100);
      return answer(200, due(filter, types).slice(0, limit));
    }
    if (req.method === 'POST' && path === '/v2/event-subscriptions') {
      const parsed = ZDcsaSubscriptionRequest.safeParse(await body());
      if (!parsed.success) return invalid(parsed.error);
      const { callbackUrl, secret, eventType, ...filter } = parsed.data;
      if (!Object.keys(filter).length)
        return answer(400, { errors: [{ reason: 'invalidInput', message: 'a reference to track is needed' }] });
      // The publisher checks the callback URL answers before it accepts the subscription.
      const reachable = await fetch(callbackUrl, { method: 'HEAD', signal: AbortSignal.timeout(5_000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (!reachable)
        return answer(400, {
          errors: [{ reason: 'invalidInput', message: `callbackUrl ${callbackUrl} does not answer` }],
        });
      const sub: Subscription = {
        subscriptionID: randomUUID(),
        callbackUrl,
        secret,
        filter,
        ...(eventType ? { eventType } : {}),
        delivered: new Set(),
        createdDateTime: new Date(now()).toISOString(),
      };
      subscriptions.set(sub.subscriptionID, sub);
      voyageOf(filter);
      return answer(201, shown(sub));
    }
    if (req.method === 'GET' && path === '/v2/event-subscriptions')
      return answer(200, [...subscriptions.values()].map(shown));
    if (subPath && req.method === 'GET') {
      const sub = subscriptions.get(subPath[1]!);
      return sub ? answer(200, shown(sub)) : answer(404, { errors: [{ reason: 'notFound' }] });
    }
    if (subPath && req.method === 'DELETE')
      return subscriptions.delete(subPath[1]!)
        ? answer(204, undefined)
        : answer(404, { errors: [{ reason: 'notFound' }] });
    if (req.method === 'POST' && path === '/sim/clock') {
      const parsed = ZClock.safeParse(await body());
      if (!parsed.success) return invalid(parsed.error);
      offset += parsed.data.advanceMinutes * 60_000;
      const delivered = await deliver();
      return answer(200, { now: new Date(now()).toISOString(), delivered });
    }
    if (req.method === 'POST' && path === '/sim/scenarios') {
      const parsed = ZScenario.safeParse(await body());
      if (!parsed.success) return invalid(parsed.error);
      chosen.set(parsed.data.reference, parsed.data);
      // A booking told again plays its voyage afresh (the demo tells the routes at every start).
      voyages.delete(shipmentOf({ transportDocumentReference: parsed.data.reference }).transportDocumentReference);
      return answer(200, parsed.data);
    }
    if (req.method === 'GET' && path === '/sim/health') return answer(200, { now: new Date(now()).toISOString() });
    return answer(404, { errors: [{ reason: 'notFound', message: `${req.method} ${path}` }] });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      log(`error: ${error.message}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ reason: 'internalError', message: error.message }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const tickMs = options.tickMs ?? 2000;
  const ticker = tickMs ? setInterval(() => void deliver(), tickMs) : null;
  ticker?.unref();
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    async close() {
      if (ticker) clearInterval(ticker);
      await delivering;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
