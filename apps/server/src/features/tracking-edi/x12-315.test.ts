import { describe, expect, it } from 'vitest';
import { ediFixture } from '../../../test/edi-fixtures';
import { parseX12315 } from './x12-315';

describe('X12 315 status details', () => {
  it('reads one DCSA event per transaction: loaded on board, then the vessel departed', () => {
    const [loaded, departed] = parseX12315(ediFixture('315-voyage.edi'));
    expect(loaded).toMatchObject({
      source: 'X12_315',
      eventType: 'EQUIPMENT',
      eventCode: 'LOAD',
      classifier: 'ACT',
      eventDateTime: '2026-11-18T06:30:00Z',
      eventCreatedDateTime: '2026-11-20T12:05:00Z',
      carrierCode: 'MAEU',
      // B408 holds the serial, B413 its check digit.
      equipmentReference: 'MSKU1234565',
      isoEquipmentCode: '45G1',
      emptyIndicator: 'LADEN',
      documentReferences: [
        { type: 'BKG', value: 'SHA1234567' },
        { type: 'TRD', value: 'MAEU260112345' },
      ],
      transportCall: {
        unLocationCode: 'CNSHA',
        facilityCode: 'YANGSHAN TERMINAL PHASE IV',
        modeOfTransport: 'VESSEL',
        vesselImoNumber: '9321483',
        vesselName: 'MAERSK KOLKATA',
        exportVoyageNumber: '102E',
      },
    });
    expect(departed).toMatchObject({
      eventType: 'TRANSPORT',
      eventCode: 'DEPA',
      equipmentReference: null,
      transportCall: { unLocationCode: 'CNSHA', vesselName: 'MAERSK KOLKATA' },
    });
  });

  it('puts truck-side statuses at a place: out-gate laden, the empty returned', () => {
    const [outGate, returned] = parseX12315(ediFixture('315-delivery.edi'));
    expect(outGate).toMatchObject({ eventCode: 'GTOT', eventLocation: 'USLAX', transportCall: null });
    expect(returned).toMatchObject({ eventCode: 'GTIN', emptyIndicator: 'EMPTY', eventLocation: 'USLGB' });
  });

  it('gives the same status sent twice the same id, so that it is known again', () => {
    const first = parseX12315(ediFixture('315-voyage.edi')).map((e) => e.eventId);
    const again = parseX12315(ediFixture('315-voyage.edi')).map((e) => e.eventId);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(2);
  });

  it.each([
    ['315-unknown-status.edi', "B4 (ST 0002): B403 status code 'ZZ' is not one of the mapped 315 codes"],
    ['315-bad-date.edi', "B4 (ST 0001): '20261318 0630' is not a real date and time"],
    ['315-no-b4.edi', 'ST 0002: the transaction has no B4 segment'],
  ])('refuses %s, naming the segment', (file, message) => {
    expect(() => parseX12315(ediFixture(file))).toThrow(message);
  });

  it('refuses what is not an X12 interchange at all', () => {
    expect(() => parseX12315('ISA*00*short~')).toThrow(/^envelope: /);
  });
});
