import { describe, expect, it } from 'vitest';
import { goodsStatusStepOf } from './goods-status-mapping';
import { type TTrackingEventInput, ZTrackingEvent } from './tracking-event';

const job = { polCode: 'CNSHA', podCode: 'USLAX' };

const event = (input: Partial<TTrackingEventInput> & Pick<TTrackingEventInput, 'eventType' | 'eventCode'>) =>
  ZTrackingEvent.parse({
    eventId: 'e-1',
    source: 'DCSA',
    classifier: 'ACT',
    eventDateTime: '2026-11-20T08:00:00Z',
    eventCreatedDateTime: '2026-11-20T08:05:00Z',
    ...input,
  });
const call = (unLocationCode: string) => ({ transportCall: { unLocationCode } });
const container = { equipmentReference: 'MSCU1234565', emptyIndicator: 'LADEN' as const };

describe('the goods status step a carrier event moves (docs/goods-status.md)', () => {
  it('puts the cargo on board when its container is loaded at, or the vessel leaves, the port of loading', () => {
    expect(
      goodsStatusStepOf(event({ eventType: 'EQUIPMENT', eventCode: 'LOAD', ...container, ...call('CNSHA') }), job),
    ).toBe('ON_BOARD');
    expect(goodsStatusStepOf(event({ eventType: 'TRANSPORT', eventCode: 'DEPA', ...call('cnsha') }), job)).toBe(
      'ON_BOARD',
    );
  });

  it('takes the arrival at the port of discharge, estimated or actual, as the ETA', () => {
    expect(
      goodsStatusStepOf(event({ eventType: 'TRANSPORT', eventCode: 'ARRI', classifier: 'EST', ...call('USLAX') }), job),
    ).toBe('ETA');
    expect(goodsStatusStepOf(event({ eventType: 'TRANSPORT', eventCode: 'ARRI', ...call('USLAX') }), job)).toBe('ETA');
  });

  it('makes the cargo available for pickup when its laden container gates out at the port of discharge', () => {
    const gateOut = { eventType: 'EQUIPMENT' as const, eventCode: 'GTOT', ...container };
    expect(goodsStatusStepOf(event({ ...gateOut, eventLocation: 'USLAX' }), job)).toBe('AVAILABLE_FOR_PICKUP');
    expect(goodsStatusStepOf(event({ ...gateOut, emptyIndicator: 'EMPTY', eventLocation: 'USLAX' }), job)).toBeNull();
  });

  it('confirms the space when the carrier confirms the booking', () => {
    const confirmed = { eventType: 'SHIPMENT' as const, eventCode: 'CONF' };
    expect(goodsStatusStepOf(event({ ...confirmed, documentTypeCode: 'BKG' }), job)).toBe('CONFIRM_SPACE');
    expect(goodsStatusStepOf(event({ ...confirmed, documentTypeCode: 'SHI' }), job)).toBeNull();
  });

  it('moves nothing on a plan or an estimate other than the arrival, nor away from the job’s ports', () => {
    expect(
      goodsStatusStepOf(event({ eventType: 'TRANSPORT', eventCode: 'DEPA', classifier: 'EST', ...call('CNSHA') }), job),
    ).toBeNull();
    expect(
      goodsStatusStepOf(event({ eventType: 'TRANSPORT', eventCode: 'ARRI', classifier: 'PLN', ...call('USLAX') }), job),
    ).toBeNull();
    // A transhipment port: the vessel's arrival there is not the job's arrival.
    expect(goodsStatusStepOf(event({ eventType: 'TRANSPORT', eventCode: 'ARRI', ...call('SGSIN') }), job)).toBeNull();
    expect(
      goodsStatusStepOf(event({ eventType: 'TRANSPORT', eventCode: 'ARRI', ...call('USLAX') }), {
        polCode: 'CNSHA',
        podCode: null,
      }),
    ).toBeNull();
    // Discharge has no step of its own in spec §4.
    expect(
      goodsStatusStepOf(event({ eventType: 'EQUIPMENT', eventCode: 'DISC', ...container, ...call('USLAX') }), job),
    ).toBeNull();
  });
});
