import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['wh01']);

describe('GET /sys/countries', () => {
  it('answers every country by code, with English and Chinese names, to any signed-in user', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sys/countries', token: t.tokens.wh01 });
    expect(res.status).toBe(200);
    const countries = res.body.data as { countryCode: string; nameEn: string; nameCn: string }[];
    expect(countries.length).toBeGreaterThan(240);
    const codes = countries.map((c) => c.countryCode);
    expect(codes).toEqual([...codes].sort());
    expect(countries.find((c) => c.countryCode === 'CN')).toEqual({
      countryCode: 'CN',
      nameEn: "People's Republic of China",
      nameCn: '中国',
    });
  });

  it('is closed to a caller without a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/sys/countries' })).status).toBe(401);
  });
});
