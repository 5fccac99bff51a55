import { z } from 'zod';
import {
  DOCUMENT_REFERENCE_TYPES,
  DOCUMENT_TYPE_CODES,
  EQUIPMENT_EVENT_CODES,
  MODES_OF_TRANSPORT,
  SHIPMENT_EVENT_CODES,
  TRANSPORT_EVENT_CODES,
  type TTrackingEventInput,
} from './tracking-event';

/**
 * The DCSA Track & Trace 2.2 wire format, as far as this product reads it (`GET /v2/events`
 * answers and subscription callbacks carry arrays of these). Fields it does not read are allowed
 * and kept in the stored payload; the carrier simulator speaks the same shape.
 */
const wireText = (max: number) => z.string().max(max);
const dateTime = z.iso.datetime({ offset: true });

const ZDcsaLocation = z.looseObject({ UNLocationCode: wireText(5).optional(), locationName: wireText(100).optional() });

const ZDcsaTransportCall = z.looseObject({
  transportCallID: wireText(100),
  modeOfTransport: z.enum(MODES_OF_TRANSPORT),
  UNLocationCode: wireText(5).optional(),
  facilityCode: wireText(6).optional(),
  facilityTypeCode: wireText(4).optional(),
  exportVoyageNumber: wireText(50).optional(),
  importVoyageNumber: wireText(50).optional(),
  carrierServiceCode: wireText(11).optional(),
  vessel: z.looseObject({ vesselIMONumber: wireText(7), vesselName: wireText(35).optional() }).optional(),
  location: ZDcsaLocation.optional(),
});

const ZDcsaDocumentReference = z.object({
  documentReferenceType: z.enum(DOCUMENT_REFERENCE_TYPES),
  documentReferenceValue: wireText(100),
});

const eventBase = {
  eventID: wireText(100),
  eventCreatedDateTime: dateTime,
  eventClassifierCode: z.enum(['ACT', 'PLN', 'EST']),
  eventDateTime: dateTime,
  documentReferences: z.array(ZDcsaDocumentReference).optional(),
};

const ZDcsaEvent = z.discriminatedUnion('eventType', [
  z.looseObject({
    ...eventBase,
    eventType: z.literal('TRANSPORT'),
    transportEventTypeCode: z.enum(TRANSPORT_EVENT_CODES),
    transportCall: ZDcsaTransportCall,
    delayReasonCode: wireText(3).optional(),
    changeRemark: wireText(250).optional(),
  }),
  z.looseObject({
    ...eventBase,
    eventType: z.literal('EQUIPMENT'),
    equipmentEventTypeCode: z.enum(EQUIPMENT_EVENT_CODES),
    equipmentReference: wireText(15),
    ISOEquipmentCode: wireText(4).optional(),
    emptyIndicatorCode: z.enum(['EMPTY', 'LADEN']),
    transportCall: ZDcsaTransportCall.optional(),
    eventLocation: ZDcsaLocation.optional(),
  }),
  z.looseObject({
    ...eventBase,
    eventType: z.literal('SHIPMENT'),
    shipmentEventTypeCode: z.enum(SHIPMENT_EVENT_CODES),
    documentTypeCode: z.enum(DOCUMENT_TYPE_CODES),
    documentID: wireText(100),
    reason: wireText(250).optional(),
  }),
]);
export type TDcsaEvent = z.infer<typeof ZDcsaEvent>;
export type TDcsaTransportCall = z.infer<typeof ZDcsaTransportCall>;

/** A callback's body or a poll's answer: an array of events. */
export const ZDcsaEvents = z.array(ZDcsaEvent).max(1000);

/** `POST /v2/event-subscriptions`: what to send, where, signed with which secret (base64). */
export const ZDcsaSubscriptionRequest = z.object({
  callbackUrl: z.url({ protocol: /^https?$/ }),
  secret: z.base64().min(4),
  eventType: z.array(z.enum(['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'])).optional(),
  transportDocumentReference: wireText(20).optional(),
  carrierBookingReference: wireText(35).optional(),
  equipmentReference: wireText(15).optional(),
});

export const ZDcsaSubscription = ZDcsaSubscriptionRequest.omit({ secret: true }).extend({
  subscriptionID: z.string(),
});

/** The header a DCSA publisher signs a callback with: `sha256=` and the HMAC-SHA256 of the body, in hex. */
export const DCSA_SIGNATURE_HEADER = 'notification-signature';

const call = (c: TDcsaTransportCall | undefined) =>
  c
    ? {
        unLocationCode: c.UNLocationCode ?? c.location?.UNLocationCode ?? null,
        facilityCode: c.facilityCode ?? null,
        facilityTypeCode: c.facilityTypeCode ?? null,
        modeOfTransport: c.modeOfTransport,
        vesselImoNumber: c.vessel?.vesselIMONumber ?? null,
        vesselName: c.vessel?.vesselName ?? null,
        exportVoyageNumber: c.exportVoyageNumber ?? null,
        importVoyageNumber: c.importVoyageNumber ?? null,
        carrierServiceCode: c.carrierServiceCode ?? null,
      }
    : null;

/** A DCSA event in this product's one shape (ZTrackingEvent); `carrierCode` is the SCAC that published it. */
export function fromDcsaEvent(event: TDcsaEvent, carrierCode: string | null): TTrackingEventInput {
  const common = {
    eventId: event.eventID,
    source: 'DCSA' as const,
    eventType: event.eventType,
    classifier: event.eventClassifierCode,
    eventDateTime: event.eventDateTime,
    eventCreatedDateTime: event.eventCreatedDateTime,
    carrierCode,
    documentReferences: (event.documentReferences ?? []).map((r) => ({
      type: r.documentReferenceType,
      value: r.documentReferenceValue,
    })),
  };
  switch (event.eventType) {
    case 'TRANSPORT':
      return {
        ...common,
        eventCode: event.transportEventTypeCode,
        transportCall: call(event.transportCall),
        delayReasonCode: event.delayReasonCode ?? null,
        remark: event.changeRemark ?? null,
      };
    case 'EQUIPMENT':
      return {
        ...common,
        eventCode: event.equipmentEventTypeCode,
        equipmentReference: event.equipmentReference,
        isoEquipmentCode: event.ISOEquipmentCode ?? null,
        emptyIndicator: event.emptyIndicatorCode,
        transportCall: call(event.transportCall),
        eventLocation: event.eventLocation?.UNLocationCode ?? null,
      };
    case 'SHIPMENT':
      return {
        ...common,
        eventCode: event.shipmentEventTypeCode,
        documentTypeCode: event.documentTypeCode,
        documentId: event.documentID,
        remark: event.reason ?? null,
      };
  }
}
