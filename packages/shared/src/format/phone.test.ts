import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone';

describe('maskPhone (spec §9)', () => {
  it('keeps the first 3 and last 4 characters around 4 stars', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('+852 2588 0000')).toBe('+85****0000');
    expect(maskPhone('021-58880000')).toBe('021****0000');
  });

  it('shows a number too short to hide anything as it is, and nothing for none', () => {
    expect(maskPhone('1234567')).toBe('1234567');
    expect(maskPhone(null)).toBe('');
  });
});
