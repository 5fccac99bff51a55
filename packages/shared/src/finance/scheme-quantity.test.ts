import { describe, expect, it } from 'vitest';
import { type JobQuantities, schemeQuantity } from './scheme-quantity';

const job: JobQuantities = {
  billCount: 2,
  containersByType: { '40HQ': 2, '20GP': 1 },
  weightKg: '18500.5',
  volumeCbm: '12.3456',
};

describe('a scheme unit counted on a job', () => {
  it('counts bills, shipments, containers and each container type', () => {
    expect(schemeQuantity('BL', job)).toBe('2');
    expect(schemeQuantity('BL', { ...job, billCount: 0 })).toBe('1');
    expect(schemeQuantity('SHPT', job)).toBe('1');
    expect(schemeQuantity('CNTR', job)).toBe('3');
    expect(schemeQuantity('40HQ', job)).toBe('2');
    expect(schemeQuantity('40GP', job)).toBeNull();
  });

  it('measures CBM, KG, tons and W/M (the revenue ton)', () => {
    expect(schemeQuantity('CBM', job)).toBe('12.3456');
    expect(schemeQuantity('KG', job)).toBe('18500.5');
    expect(schemeQuantity('TON', job)).toBe('18.5005');
    expect(schemeQuantity('W/M', job)).toBe('18.5005');
    expect(schemeQuantity('W/M', { ...job, weightKg: '900' })).toBe('12.3456');
    expect(schemeQuantity('W/M', { ...job, weightKg: null })).toBe('12.3456');
    expect(schemeQuantity('CBM', { ...job, volumeCbm: '0' })).toBeNull();
  });
});
