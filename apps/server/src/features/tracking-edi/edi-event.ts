import { type TTrackingEvent, type TTrackingSource, ZTrackingEvent } from '@apex/shared/tracking';
import type { DcsaMeaning } from './edi-status-codes';
import { EdiSyntaxError } from './edi-syntax-error';

/** What a 315 transaction or an IFTSTA status says about one event, before it is a DCSA event. */
export interface EdiStatus {
  /** The carrier's status code as sent, and the segment that carried it (for errors and the event id). */
  statusCode: string;
  segment: string;
  meaning: DcsaMeaning;
  classifier: 'ACT' | 'EST';
  eventDateTime: string;
  createdDateTime: string;
  carrierCode: string | null;
  containerNo: string | null;
  isoEquipmentCode: string | null;
  laden: boolean | null;
  location: string | null;
  facility: string | null;
  vesselImo: string | null;
  vesselName: string | null;
  voyage: string | null;
  billNos: string[];
  bookingNos: string[];
}

export const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * The DCSA event of one status. A vessel or rail status happened at a transport call (where, on
 * which vessel and voyage); a truck-side one (gate, delivery, empty return) at a place.
 * The id is made of what the status says, so the same status sent again is known again.
 */
export function toTrackingEvent(status: EdiStatus, source: TTrackingSource): TTrackingEvent {
  const { meaning } = status;
  if (meaning.eventType === 'EQUIPMENT' && !status.containerNo)
    throw new EdiSyntaxError(status.segment, `status ${status.statusCode} names no container, which it needs`);
  const atCall = meaning.mode === 'VESSEL' || meaning.mode === 'RAIL';
  const subject = status.containerNo ?? status.billNos[0] ?? status.bookingNos[0] ?? '';
  const candidate = {
    eventId: [source, status.statusCode, subject, status.eventDateTime, status.location ?? ''].join(':'),
    source,
    eventType: meaning.eventType,
    classifier: status.classifier,
    eventCode: meaning.eventCode,
    eventDateTime: status.eventDateTime,
    eventCreatedDateTime: status.createdDateTime,
    carrierCode: status.carrierCode,
    documentReferences: [
      ...status.bookingNos.map((value) => ({ type: 'BKG' as const, value })),
      ...status.billNos.map((value) => ({ type: 'TRD' as const, value })),
    ],
    equipmentReference: status.containerNo,
    isoEquipmentCode: status.isoEquipmentCode,
    emptyIndicator: meaning.empty || status.laden === false ? 'EMPTY' : status.laden ? 'LADEN' : null,
    transportCall: atCall
      ? {
          unLocationCode: status.location,
          facilityCode: orNull(status.facility?.slice(0, 35)),
          modeOfTransport: meaning.mode,
          vesselImoNumber: status.vesselImo,
          vesselName: status.vesselName,
          exportVoyageNumber: status.voyage,
          importVoyageNumber: status.voyage,
        }
      : null,
    eventLocation: atCall ? null : status.location,
  };
  const parsed = ZTrackingEvent.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EdiSyntaxError(status.segment, `${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}
