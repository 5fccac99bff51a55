import { createHash } from 'node:crypto';
import type { TDcsaEvent, TDcsaTransportCall } from '@apex/shared/tracking';

/**
 * The voyages the simulator plays. Each is a list of carrier events relative to the moment the
 * simulator first hears of a B/L (a subscription or a poll), or to the booked departure of a route
 * the carrier was told of (`POST /sim/scenarios` with a route): `publishAfter` is when the carrier
 * makes the event known, `happensAfter` when it happens (or is planned or estimated to). The
 * estimates come before the actuals, and a later estimate of the same call replaces the earlier one.
 */
export const SCENARIOS = ['ON_TIME', 'DELAYED', 'ROLLED_OVER', 'TRANSHIPPED'] as const;
export type TScenario = (typeof SCENARIOS)[number];

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

interface Vessel {
  imo: string;
  name: string;
  voyage: string;
}
const VESSELS: Record<'first' | 'next' | 'feeder', Vessel> = {
  first: { imo: '9321483', name: 'SIM PACIFIC', voyage: '101E' },
  next: { imo: '9456789', name: 'SIM HARMONY', voyage: '102E' },
  feeder: { imo: '9234567', name: 'SIM STRAITS', voyage: '7W' },
};
interface Port {
  locode: string;
  facility?: string;
}

/** Where and how long a voyage goes, and on what vessel when the booking names one. */
export interface Route {
  pol: Port;
  pod: Port;
  /** From the departure to the arrival at the port of discharge, as planned. */
  transit: number;
  vessel?: { name: string; voyage: string };
}
const DEFAULT_ROUTE: Route = {
  pol: { locode: 'CNSHA', facility: 'YSH' },
  pod: { locode: 'USLAX', facility: 'APM' },
  transit: 14 * DAY,
};
const HUBS: Port[] = [
  { locode: 'SGSIN', facility: 'PPT' },
  { locode: 'KRPUS', facility: 'BNC' },
];

/** The planned departure, three days after the booking. */
export const DEPARTS = 3 * DAY;

/** One step of a voyage: what happens, where, and when it is published and happens. */
interface Step {
  kind: 'TRANSPORT' | 'EQUIPMENT' | 'SHIPMENT';
  code: string;
  classifier: 'PLN' | 'EST' | 'ACT';
  publishAfter: number;
  happensAfter: number;
  port?: Port;
  vessel?: Vessel;
  empty?: boolean;
  document?: 'BKG' | 'TRD';
  delayReason?: string;
  remark?: string;
}

/** One leg of a scenario: vessel, from, to, departure and arrival offsets (the final ones). */
interface Leg {
  vessel: Vessel;
  from: Port;
  to: Port;
  departs: number;
  arrives: number;
  /** What the carrier estimates at departure, when not yet the final arrival (a delay comes later). */
  estimatedOnDeparture?: number;
}

/**
 * The legs of a scenario on a route: on time; delayed by four days mid-ocean; rolled over to the
 * next vessel a week later; or through a hub on a feeder, nine days later.
 */
function legsOf(scenario: TScenario, { pol, pod, transit, vessel }: Route): Leg[] {
  const booked = vessel ? { ...VESSELS.first, ...vessel } : VESSELS.first;
  const arrives = DEPARTS + transit;
  const straight = { vessel: booked, from: pol, to: pod, departs: DEPARTS, arrives };
  if (scenario === 'DELAYED') return [{ ...straight, arrives: arrives + 4 * DAY, estimatedOnDeparture: arrives }];
  if (scenario === 'ROLLED_OVER')
    return [{ ...straight, vessel: VESSELS.next, departs: DEPARTS + 7 * DAY, arrives: arrives + 7 * DAY }];
  if (scenario === 'TRANSHIPPED') {
    const hub = HUBS.find((h) => h.locode !== pol.locode && h.locode !== pod.locode)!;
    return [
      { vessel: VESSELS.feeder, from: pol, to: hub, departs: DEPARTS, arrives: DEPARTS + 5 * DAY },
      { ...straight, from: hub, departs: DEPARTS + 8 * DAY, arrives: arrives + 9 * DAY },
    ];
  }
  return [straight];
}
function legSteps(leg: Leg, first: boolean, last: boolean): Step[] {
  const at = (port: Port, vessel = leg.vessel) => ({ port, vessel });
  return [
    ...(first
      ? []
      : [
          {
            kind: 'EQUIPMENT',
            code: 'LOAD',
            classifier: 'ACT',
            publishAfter: leg.departs - 8 * HOUR,
            happensAfter: leg.departs - 8 * HOUR,
            ...at(leg.from),
          } as Step,
        ]),
    {
      kind: 'TRANSPORT',
      code: 'DEPA',
      classifier: 'EST',
      publishAfter: leg.departs - DAY,
      happensAfter: leg.departs,
      ...at(leg.from),
    },
    {
      kind: 'TRANSPORT',
      code: 'DEPA',
      classifier: 'ACT',
      publishAfter: leg.departs,
      happensAfter: leg.departs,
      ...at(leg.from),
    },
    {
      kind: 'TRANSPORT',
      code: 'ARRI',
      classifier: 'EST',
      publishAfter: leg.departs + HOUR,
      happensAfter: leg.estimatedOnDeparture ?? leg.arrives,
      ...at(leg.to),
    },
    {
      kind: 'TRANSPORT',
      code: 'ARRI',
      classifier: 'ACT',
      publishAfter: leg.arrives,
      happensAfter: leg.arrives,
      ...at(leg.to),
    },
    {
      kind: 'EQUIPMENT',
      code: 'DISC',
      classifier: 'ACT',
      publishAfter: leg.arrives + 6 * HOUR,
      happensAfter: leg.arrives + 6 * HOUR,
      ...at(leg.to),
    },
    ...(last
      ? [
          {
            kind: 'EQUIPMENT',
            code: 'GTOT',
            classifier: 'ACT',
            publishAfter: leg.arrives + 2 * DAY,
            happensAfter: leg.arrives + 2 * DAY,
            port: leg.to,
          } as Step,
        ]
      : []),
  ];
}

/** A scenario's steps on a route, in the order the carrier publishes them. */
export function scenarioSteps(scenario: TScenario, route: Route = DEFAULT_ROUTE): Step[] {
  const legs = legsOf(scenario, route);
  const firstLeg = legs[0]!;
  // The plan as booked: the first vessel straight to the port of discharge.
  const plan = legsOf('ON_TIME', route)[0]!;
  // Mid-ocean, as far into the planned transit as day 5 and day 9 are into two weeks.
  const midOcean = (part: number) => plan.departs + Math.round(route.transit * part);
  const steps: Step[] = [
    { kind: 'SHIPMENT', code: 'CONF', classifier: 'ACT', publishAfter: 0, happensAfter: 0, document: 'BKG' },
    {
      kind: 'TRANSPORT',
      code: 'DEPA',
      classifier: 'PLN',
      publishAfter: 0,
      happensAfter: plan.departs,
      port: plan.from,
      vessel: plan.vessel,
    },
    {
      kind: 'TRANSPORT',
      code: 'ARRI',
      classifier: 'PLN',
      publishAfter: 0,
      happensAfter: plan.arrives,
      port: plan.to,
      vessel: plan.vessel,
    },
    { kind: 'EQUIPMENT', code: 'GTIN', classifier: 'ACT', publishAfter: DAY, happensAfter: DAY, port: plan.from },
    {
      kind: 'EQUIPMENT',
      code: 'LOAD',
      classifier: 'ACT',
      publishAfter: firstLeg.departs - 8 * HOUR,
      happensAfter: firstLeg.departs - 8 * HOUR,
      port: plan.from,
      vessel: firstLeg.vessel,
    },
    ...legs.flatMap((leg, i) => legSteps(leg, i === 0, i === legs.length - 1)),
    {
      kind: 'SHIPMENT',
      code: 'ISSU',
      classifier: 'ACT',
      publishAfter: firstLeg.departs + 4 * HOUR,
      happensAfter: firstLeg.departs + 4 * HOUR,
      document: 'TRD',
    },
  ];
  if (scenario === 'ROLLED_OVER')
    // Two days in, the cargo is rolled to the next vessel: a new estimate of the same departure.
    steps.push({
      kind: 'TRANSPORT',
      code: 'DEPA',
      classifier: 'EST',
      publishAfter: 2 * DAY,
      happensAfter: firstLeg.departs,
      port: plan.from,
      vessel: firstLeg.vessel,
      remark: 'Rolled over to the next vessel',
    });
  if (scenario === 'DELAYED')
    // Mid-ocean the carrier first still expects the plan, then reports bad weather.
    steps.push(
      {
        kind: 'TRANSPORT',
        code: 'ARRI',
        classifier: 'EST',
        publishAfter: midOcean(5 / 14),
        happensAfter: plan.arrives,
        port: plan.to,
        vessel: firstLeg.vessel,
      },
      {
        kind: 'TRANSPORT',
        code: 'ARRI',
        classifier: 'EST',
        publishAfter: midOcean(9 / 14),
        happensAfter: firstLeg.arrives,
        port: plan.to,
        vessel: firstLeg.vessel,
        delayReason: 'WEA',
        remark: 'Bad weather in the Pacific',
      },
    );
  return steps.sort((a, b) => a.publishAfter - b.publishAfter);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A scenario picked from the B/L no alone, so a B/L plays the same voyage every time. */
export function scenarioOf(reference: string): TScenario {
  return SCENARIOS[digest(reference)[0]! % SCENARIOS.length]!;
}

/** A stable UUID of a B/L's step: a replayed or re-polled event keeps its id. */
function eventUuid(reference: string, index: number) {
  const hex = digest(`${reference}#${index}`).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The references a shipment is known by; the simulator invents those the subscriber did not give. */
export interface Shipment {
  transportDocumentReference: string;
  carrierBookingReference: string;
  equipmentReference: string;
}

export function shipmentOf(reference: Partial<Shipment>): Shipment {
  const key =
    reference.transportDocumentReference ?? reference.carrierBookingReference ?? reference.equipmentReference ?? '';
  const n = digest(key).readUInt32BE(0);
  return {
    transportDocumentReference: reference.transportDocumentReference ?? `SIMB${String(n % 1e8).padStart(8, '0')}`,
    carrierBookingReference: reference.carrierBookingReference ?? `SIMK${String((n >>> 3) % 1e8).padStart(8, '0')}`,
    equipmentReference: reference.equipmentReference ?? `SIMU${String(n % 1e7).padStart(7, '0')}`,
  };
}

export interface PublishedEvent {
  publishAt: number;
  event: TDcsaEvent;
}

const transportCall = (port: Port, vessel: Vessel | undefined, index: number): TDcsaTransportCall => ({
  transportCallID: `${port.locode}-${vessel?.voyage ?? 'YARD'}-${index}`,
  modeOfTransport: vessel ? 'VESSEL' : 'TRUCK',
  UNLocationCode: port.locode,
  ...(port.facility ? { facilityCode: port.facility, facilityTypeCode: 'POTE' as const } : {}),
  ...(vessel
    ? { exportVoyageNumber: vessel.voyage, vessel: { vesselIMONumber: vessel.imo, vesselName: vessel.name } }
    : {}),
});

/** A shipment's voyage as DCSA events, anchored at `startedAt` (the simulator's clock). */
export function voyageEvents(
  shipment: Shipment,
  scenario: TScenario,
  startedAt: number,
  route?: Route,
): PublishedEvent[] {
  const key = shipment.transportDocumentReference;
  return scenarioSteps(scenario, route).map((step, index) => {
    const iso = (offset: number) => new Date(startedAt + offset).toISOString();
    const base = {
      eventID: eventUuid(key, index),
      eventCreatedDateTime: iso(step.publishAfter),
      eventClassifierCode: step.classifier,
      eventDateTime: iso(step.happensAfter),
      documentReferences: [
        { documentReferenceType: 'BKG' as const, documentReferenceValue: shipment.carrierBookingReference },
        { documentReferenceType: 'TRD' as const, documentReferenceValue: shipment.transportDocumentReference },
      ],
    };
    const call = step.port ? transportCall(step.port, step.vessel, index) : undefined;
    let event: TDcsaEvent;
    if (step.kind === 'SHIPMENT')
      event = {
        ...base,
        eventType: 'SHIPMENT',
        shipmentEventTypeCode: step.code as 'CONF',
        documentTypeCode: step.document!,
        documentID: step.document === 'BKG' ? shipment.carrierBookingReference : shipment.transportDocumentReference,
      };
    else if (step.kind === 'TRANSPORT')
      event = {
        ...base,
        eventType: 'TRANSPORT',
        transportEventTypeCode: step.code as 'ARRI',
        transportCall: call!,
        ...(step.delayReason ? { delayReasonCode: step.delayReason } : {}),
        ...(step.remark ? { changeRemark: step.remark } : {}),
      };
    else
      event = {
        ...base,
        eventType: 'EQUIPMENT',
        equipmentEventTypeCode: step.code as 'LOAD',
        equipmentReference: shipment.equipmentReference,
        ISOEquipmentCode: '45G1',
        emptyIndicatorCode: step.empty ? 'EMPTY' : 'LADEN',
        transportCall: call!,
      };
    return { publishAt: startedAt + step.publishAfter, event };
  });
}
