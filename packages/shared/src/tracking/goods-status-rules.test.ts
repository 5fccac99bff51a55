import { describe, expect, it } from 'vitest';
import { currentGoodsStatusStep, goodsStatusOrderRefusal } from './goods-status-rules';

const recorded = [
  { step: 'ON_BOARD' as const, occurredAt: '2026-11-01T10:00:00Z' },
  { step: 'CUSTOMS_ENTRY' as const, occurredAt: '2026-11-20T10:00:00Z' },
];

describe('the goods status steps keep the sequence’s order (spec §4)', () => {
  it('refuses a step dated before the nearest step recorded before it', () => {
    expect(goodsStatusOrderRefusal(recorded, { step: 'ARRIVAL_NOTICE', occurredAt: '2026-10-31T23:59:00Z' })).toEqual({
      kind: 'beforePrevious',
      step: 'ON_BOARD',
      occurredAt: '2026-11-01T10:00:00Z',
    });
  });

  it('refuses a step dated after the nearest step recorded after it', () => {
    expect(
      goodsStatusOrderRefusal(recorded, { step: 'ARRIVAL_NOTICE', occurredAt: '2026-11-21T00:00:00Z' }),
    ).toMatchObject({
      kind: 'afterNext',
      step: 'CUSTOMS_ENTRY',
    });
  });

  it('accepts a step between them, the same moment included, and compares moments across offsets', () => {
    expect(
      goodsStatusOrderRefusal(recorded, { step: 'ARRIVAL_NOTICE', occurredAt: '2026-11-01T10:00:00Z' }),
    ).toBeNull();
    expect(
      goodsStatusOrderRefusal(recorded, { step: 'ARRIVAL_NOTICE', occurredAt: '2026-11-01T18:00:00+08:00' }),
    ).toBeNull();
    expect(
      goodsStatusOrderRefusal(recorded, { step: 'ARRIVAL_NOTICE', occurredAt: '2026-11-01T17:59:00+08:00' }),
    ).not.toBeNull();
  });

  it('holds neither the ETA (a forecast) nor a remark to the order', () => {
    expect(goodsStatusOrderRefusal(recorded, { step: 'ETA', occurredAt: '2026-12-30T00:00:00Z' })).toBeNull();
    const withEta = [...recorded, { step: 'ETA' as const, occurredAt: '2026-12-30T00:00:00Z' }];
    expect(goodsStatusOrderRefusal(withEta, { step: 'PRE_ALERT', occurredAt: '2026-11-02T00:00:00Z' })).toBeNull();
    expect(goodsStatusOrderRefusal(recorded, { step: 'REMARK', occurredAt: '2026-01-01T00:00:00Z' })).toBeNull();
  });

  it('judges a step against the others, not against its own earlier entry', () => {
    expect(goodsStatusOrderRefusal(recorded, { step: 'ON_BOARD', occurredAt: '2026-10-01T00:00:00Z' })).toBeNull();
  });

  it('reads the current step as the furthest recorded, a remark being no step forward', () => {
    expect(currentGoodsStatusStep([...recorded, { step: 'REMARK' }, { step: 'OTHERS' }])).toBe('CUSTOMS_ENTRY');
    expect(currentGoodsStatusStep([{ step: 'REMARK' }])).toBeNull();
  });
});
