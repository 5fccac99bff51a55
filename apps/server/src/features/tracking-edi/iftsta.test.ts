import { describe, expect, it } from 'vitest';
import { ediFixture } from '../../../test/edi-fixtures';
import { parseIftsta } from './iftsta';

describe('EDIFACT IFTSTA', () => {
  it('reads each STS group with the consignment and header references it falls under', () => {
    const [discharged, arrived, outGate] = parseIftsta(ediFixture('iftsta-voyage.edi'));
    const references = [
      { type: 'BKG', value: 'SHA1234567' },
      { type: 'TRD', value: 'MAEU260112345' },
    ];
    expect(discharged).toMatchObject({
      source: 'IFTSTA',
      eventType: 'EQUIPMENT',
      eventCode: 'DISC',
      classifier: 'ACT',
      eventDateTime: '2026-12-10T17:45:00Z',
      eventCreatedDateTime: '2026-12-15T09:15:00Z',
      carrierCode: 'MAEU',
      equipmentReference: 'MSKU1234565',
      emptyIndicator: 'LADEN',
      documentReferences: references,
      transportCall: { unLocationCode: 'USLAX', vesselImoNumber: '9321483', vesselName: 'MAERSK KOLKATA' },
    });
    expect(arrived).toMatchObject({ eventType: 'TRANSPORT', eventCode: 'ARRI', documentReferences: references });
    // A DCSA code is taken as it is; DTM 132 makes it an estimate.
    expect(outGate).toMatchObject({
      eventCode: 'GTOT',
      classifier: 'EST',
      eventLocation: 'USLAX',
      transportCall: null,
    });
  });

  it.each([
    ['iftsta-no-date.edi', 'STS (segment 12): no DTM (334, 7, 178, 186, 132 or 133) dates the status'],
    ['iftsta-truncated.edi', 'TDT (segment 15): Cannot close an incomplete message'],
    ['iftsta-bad-cnt.edi', 'CNT (segment 20): The element CNT only got 1 components'],
  ])('refuses %s, naming the segment', (file, message) => {
    expect(() => parseIftsta(ediFixture(file))).toThrow(message);
  });

  it('refuses another EDIFACT message type', () => {
    const invoice = ediFixture('iftsta-voyage.edi').replace('IFTSTA:D:99B:UN', 'INVOIC:D:96A:UN');
    expect(() => parseIftsta(invoice)).toThrow("UNH (segment 2): message type 'INVOIC' is not IFTSTA");
  });

  it('refuses a status code outside the table', () => {
    const odd = ediFixture('iftsta-voyage.edi').replace('STS+1+VA::ZZZ', 'STS+1+XX::ZZZ');
    expect(() => parseIftsta(odd)).toThrow("STS (segment 12): status code 'XX' is not one of the mapped IFTSTA codes");
  });
});
