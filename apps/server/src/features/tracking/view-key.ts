import type { TTrackingEvent } from '@apex/shared/tracking';

/**
 * The thing an event is about, whatever its classifier and whoever estimated it: a container's
 * discharge at a port, a vessel's arrival there, a document's issue. Estimates of one thing share
 * the key, so the newest-made one per key and classifier is the current view and the rest history.
 *
 * Neither the vessel nor the facility is part of it: a roll-over to the next vessel or a change of
 * terminal is a new estimate of the same departure or discharge, which replaces the old one.
 */
export function viewKeyOf(event: TTrackingEvent): string {
  const place = event.transportCall?.unLocationCode ?? event.eventLocation ?? '';
  if (event.eventType === 'SHIPMENT')
    return ['SHIPMENT', event.eventCode, event.documentTypeCode ?? '', event.documentId ?? ''].join('|');
  return [event.eventType, event.eventCode, place, event.equipmentReference ?? ''].join('|');
}
