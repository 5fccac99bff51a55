import { describe, expect, it } from 'vitest';
import { insurancePremium, ZCreateOtherServiceRequest } from './other-services';

describe('other services (issue 19)', () => {
  it('works an insurance premium out exactly, rounded once to cents', () => {
    expect(insurancePremium('50000', '0.035')).toBe('17.50');
    expect(insurancePremium('12345.67', '0.125')).toBe('15.43');
    expect(insurancePremium('0.10', '0.00000001')).toBe('0.00');
  });

  it('reads a blank cost as none, and needs the whole cost once any of it is given', () => {
    const plain = ZCreateOtherServiceRequest.parse({ kind: 'INSPECTION', chargeCode: '', currency: '', amount: '' });
    expect(plain).toMatchObject({ chargeCode: null, currency: null, amount: null, supplier: null });
    const half = ZCreateOtherServiceRequest.safeParse({ kind: 'INSPECTION', supplier: 1, amount: '10' });
    expect(half.error?.issues.map((i) => i.path.join('.'))).toEqual(['chargeCode', 'currency']);
  });
});
