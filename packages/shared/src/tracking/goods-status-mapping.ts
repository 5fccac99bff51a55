import type { TGoodsStatusStep } from './goods-status';
import type { TTrackingEvent } from './tracking-event';

/** Where a job loads and discharges: its ports of loading and discharge (UN/LOCODEs, blank if not known). */
export interface GoodsStatusPorts {
  polCode: string | null;
  podCode: string | null;
}

type Where = 'POL' | 'POD' | 'ANY';

/**
 * The carrier events that move a goods status step, and only those that say one thing (the table is
 * docs/goods-status.md's): an event must be actual, but for the arrival's estimate, which is what the
 * ETA step holds. A step the carrier cannot know (the customer's commitment, customs, delivery to the
 * door) is never moved by an event; neither are events whose meaning depends on a party's papers.
 */
const MAPPING: readonly {
  eventType: TTrackingEvent['eventType'];
  eventCode: string;
  classifiers: readonly TTrackingEvent['classifier'][];
  where: Where;
  documentTypeCode?: TTrackingEvent['documentTypeCode'];
  step: TGoodsStatusStep;
}[] = [
  // The carrier confirmed the booking: space is confirmed.
  {
    eventType: 'SHIPMENT',
    eventCode: 'CONF',
    classifiers: ['ACT'],
    where: 'ANY',
    documentTypeCode: 'BKG',
    step: 'CONFIRM_SPACE',
  },
  // Loaded on the vessel at the port of loading, or the vessel left it with the cargo.
  { eventType: 'EQUIPMENT', eventCode: 'LOAD', classifiers: ['ACT'], where: 'POL', step: 'ON_BOARD' },
  { eventType: 'TRANSPORT', eventCode: 'DEPA', classifiers: ['ACT'], where: 'POL', step: 'ON_BOARD' },
  // The vessel's arrival at the port of discharge: estimated, then actual (the ETA step holds the best known arrival).
  { eventType: 'TRANSPORT', eventCode: 'ARRI', classifiers: ['EST', 'ACT'], where: 'POD', step: 'ETA' },
  // A laden container gated out of the discharge terminal: it was there to pick up.
  { eventType: 'EQUIPMENT', eventCode: 'GTOT', classifiers: ['ACT'], where: 'POD', step: 'AVAILABLE_FOR_PICKUP' },
];

/** An event's place: its transport call's UN/LOCODE, else where it happened away from one. */
export const trackingEventPlace = (event: TTrackingEvent) => event.transportCall?.unLocationCode ?? event.eventLocation;

function isAt(where: Where, place: string | null, job: GoodsStatusPorts) {
  if (where === 'ANY') return true;
  const port = where === 'POL' ? job.polCode : job.podCode;
  return port !== null && place !== null && port.toUpperCase() === place.toUpperCase();
}

/**
 * The goods status step a carrier's tracking event moves for a job, or null when it moves none
 * (issue 20: the mapping where it is unambiguous). An empty container's event moves nothing: the
 * cargo is not in it.
 */
export function goodsStatusStepOf(event: TTrackingEvent, job: GoodsStatusPorts): TGoodsStatusStep | null {
  if (event.emptyIndicator === 'EMPTY') return null;
  const place = trackingEventPlace(event);
  const rule = MAPPING.find(
    (r) =>
      r.eventType === event.eventType &&
      r.eventCode === event.eventCode &&
      r.classifiers.includes(event.classifier) &&
      (r.documentTypeCode === undefined || r.documentTypeCode === event.documentTypeCode) &&
      isAt(r.where, place, job),
  );
  return rule?.step ?? null;
}
