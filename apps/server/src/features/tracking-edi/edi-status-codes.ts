import type { TTrackingEventType } from '@apex/shared/tracking';

type ModeOfTransport = 'VESSEL' | 'RAIL' | 'TRUCK';

/** What one carrier status code means in DCSA T&T terms (docs/tracking-edi.md has the tables). */
export interface DcsaMeaning {
  eventType: TTrackingEventType;
  eventCode: string;
  mode: ModeOfTransport | null;
  /** The status says the container is empty (an empty picked up or returned), whatever else the message says. */
  empty?: true;
}

const equipment = (eventCode: string, mode: ModeOfTransport | null, empty?: true): DcsaMeaning => ({
  eventType: 'EQUIPMENT',
  eventCode,
  mode,
  ...(empty ? { empty } : {}),
});
const transport = (eventCode: string, mode: ModeOfTransport): DcsaMeaning => ({
  eventType: 'TRANSPORT',
  eventCode,
  mode,
});

/**
 * X12 315 B403 shipment status codes (ocean) that have one DCSA meaning. A code not here (AV
 * available for delivery, NF free time to expire …) fails the message rather than being dropped
 * unseen: the table grows when a carrier sends one.
 */
export const X12_315_STATUS_CODES: Readonly<Record<string, DcsaMeaning>> = {
  EE: equipment('GTOT', 'TRUCK', true), // empty equipment dispatched to the shipper
  I: equipment('GTIN', 'TRUCK'), // in-gate at the terminal
  AE: equipment('LOAD', 'VESSEL'), // loaded on vessel
  VD: transport('DEPA', 'VESSEL'), // vessel departure
  VA: transport('ARRI', 'VESSEL'), // vessel arrival
  UV: equipment('DISC', 'VESSEL'), // unloaded from vessel
  AL: equipment('LOAD', 'RAIL'), // loaded on rail
  RL: transport('DEPA', 'RAIL'), // rail departure
  AR: transport('ARRI', 'RAIL'), // rail arrival at the destination ramp
  UR: equipment('DISC', 'RAIL'), // unloaded from rail
  OA: equipment('GTOT', 'TRUCK'), // out-gate
  D: equipment('DROP', 'TRUCK'), // delivered to the consignee
  RD: equipment('GTIN', 'TRUCK', true), // empty container returned
};

/**
 * IFTSTA STS status codes. Carriers' IFTSTA (through the EDI networks) carry the same status
 * letters as the 315 with agency ZZZ, so the 315 table is the IFTSTA table too; a message written
 * after DCSA may name the DCSA code itself (LOAD, DEPA …), which keeps its meaning.
 */
export function iftstaStatusMeaning(code: string): DcsaMeaning | undefined {
  return X12_315_STATUS_CODES[code] ?? DCSA_CODES[code];
}

const DCSA_CODES: Readonly<Record<string, DcsaMeaning>> = {
  ARRI: transport('ARRI', 'VESSEL'),
  DEPA: transport('DEPA', 'VESSEL'),
  ...Object.fromEntries(
    ['LOAD', 'DISC', 'GTIN', 'GTOT', 'STUF', 'STRP', 'PICK', 'DROP', 'INSP'].map((c) => [c, equipment(c, null)]),
  ),
};
