import { z } from 'zod';
import { instant, requiredText, text } from '../api/paging';
import { portCode as locode } from '../master/ports';

/**
 * A carrier's tracking event as this product keeps it, whatever brought it: a DCSA Track & Trace
 * callback or poll, an X12 315 or an EDIFACT IFTSTA message. The shape and the codes follow DCSA
 * T&T 2.2 (one event type, one classifier, one event code), flattened: the DCSA wire format, the
 * 315 and the IFTSTA are each mapped into this by their own intake, so that the store, the
 * timeline and the goods-status mapping know one shape.
 */
export const TRACKING_EVENT_TYPES = ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'] as const;
export type TTrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** DCSA eventClassifierCode: planned, estimated, actual, and (shipment events) requested. */
export const EVENT_CLASSIFIERS = ['PLN', 'EST', 'ACT', 'REQ'] as const;
export type TEventClassifier = (typeof EVENT_CLASSIFIERS)[number];

/** DCSA transportEventTypeCode: a vessel's (or train's, truck's) arrival and departure at a call. */
export const TRANSPORT_EVENT_CODES = ['ARRI', 'DEPA'] as const;
/**
 * DCSA equipmentEventTypeCode: loaded, discharged, gate in, gate out, stuffed, stripped, picked up,
 * dropped off, inspected, resealed, removed.
 */
export const EQUIPMENT_EVENT_CODES = [
  'LOAD',
  'DISC',
  'GTIN',
  'GTOT',
  'STUF',
  'STRP',
  'PICK',
  'DROP',
  'INSP',
  'RSEA',
  'RMVD',
] as const;
/** DCSA shipmentEventTypeCode: a document's life (received, drafted, confirmed, issued, released …). */
export const SHIPMENT_EVENT_CODES = [
  'RECE',
  'DRFT',
  'PENA',
  'PENU',
  'REJE',
  'APPR',
  'ISSU',
  'SURR',
  'SUBM',
  'VOID',
  'CONF',
  'REQS',
  'CMPL',
  'HOLD',
  'RELS',
] as const;
export const EVENT_CODES_BY_TYPE = {
  SHIPMENT: SHIPMENT_EVENT_CODES,
  TRANSPORT: TRANSPORT_EVENT_CODES,
  EQUIPMENT: EQUIPMENT_EVENT_CODES,
} as const satisfies Record<TTrackingEventType, readonly string[]>;

/** DCSA documentTypeCode of a shipment event's document (booking, B/L, arrival notice, customs …). */
export const DOCUMENT_TYPE_CODES = [
  'CBR',
  'BKG',
  'SHI',
  'SRM',
  'TRD',
  'ARN',
  'VGM',
  'CAS',
  'CUS',
  'DGD',
  'OOG',
] as const;
/** DCSA documentReferenceType: the carrier booking reference or the transport document (master B/L) no. */
export const DOCUMENT_REFERENCE_TYPES = ['BKG', 'TRD'] as const;
export const MODES_OF_TRANSPORT = ['VESSEL', 'RAIL', 'TRUCK', 'BARGE'] as const;
/** Where an event came from: the carrier's DCSA API, or an EDI status message. */
export const TRACKING_SOURCES = ['DCSA', 'X12_315', 'IFTSTA'] as const;
export type TTrackingSource = (typeof TRACKING_SOURCES)[number];

/** DCSA transportCall, flattened to what a forwarder reads: where, which vessel and voyage. */
export const ZTransportCall = z.object({
  unLocationCode: locode.nullable().default(null),
  /** A terminal or depot: the SMDG or BIC facility code, or its name when the source gives no code. */
  facilityCode: text(35).nullable().default(null),
  facilityTypeCode: text(4).nullable().default(null),
  modeOfTransport: z.enum(MODES_OF_TRANSPORT).nullable().default(null),
  vesselImoNumber: z
    .string()
    .regex(/^\d{7}$/)
    .nullable()
    .default(null),
  vesselName: text(35).nullable().default(null),
  exportVoyageNumber: text(50).nullable().default(null),
  importVoyageNumber: text(50).nullable().default(null),
  carrierServiceCode: text(11).nullable().default(null),
});
export type TTransportCall = z.infer<typeof ZTransportCall>;

export const ZDocumentReference = z.object({
  type: z.enum(DOCUMENT_REFERENCE_TYPES),
  value: requiredText(35),
});

export const ZTrackingEvent = z
  .object({
    /** The source's own id of the event: the key a replayed or re-polled event is known again by. */
    eventId: requiredText(100),
    source: z.enum(TRACKING_SOURCES),
    eventType: z.enum(TRACKING_EVENT_TYPES),
    classifier: z.enum(EVENT_CLASSIFIERS),
    /** The transport, equipment or shipment event type code, by the event type. */
    eventCode: z.string().length(4),
    /** When it happened, or is planned or estimated to happen. */
    eventDateTime: instant,
    /** When the carrier recorded it: of two estimates of one thing, the later-made one counts. */
    eventCreatedDateTime: instant,
    /** The carrier's SCAC. */
    carrierCode: text(4).min(2).nullable().default(null),
    documentReferences: z.array(ZDocumentReference).max(20).default([]),
    /** A shipment event's document. */
    documentTypeCode: z.enum(DOCUMENT_TYPE_CODES).nullable().default(null),
    documentId: text(100).nullable().default(null),
    /** An equipment event's container no. */
    equipmentReference: text(15).nullable().default(null),
    isoEquipmentCode: text(4).nullable().default(null),
    emptyIndicator: z.enum(['EMPTY', 'LADEN']).nullable().default(null),
    transportCall: ZTransportCall.nullable().default(null),
    /** Where an event away from a transport call happened (a depot, the consignee's door). */
    eventLocation: locode.nullable().default(null),
    delayReasonCode: text(3).nullable().default(null),
    remark: text(250).nullable().default(null),
  })
  .superRefine((event, ctx) => {
    const codes: readonly string[] = EVENT_CODES_BY_TYPE[event.eventType];
    if (!codes.includes(event.eventCode))
      ctx.addIssue({ code: 'custom', path: ['eventCode'], message: `Not a ${event.eventType} event code` });
    if (event.eventType === 'EQUIPMENT' && !event.equipmentReference)
      ctx.addIssue({ code: 'custom', path: ['equipmentReference'], message: 'An equipment event names its container' });
  });
export type TTrackingEvent = z.infer<typeof ZTrackingEvent>;
export type TTrackingEventInput = z.input<typeof ZTrackingEvent>;
