import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';

const publicConfigOf = async (env: Record<string, string>) => {
  const t = await createTestApp(env);
  try {
    return (await t.call({ method: 'GET', url: '/api/sys/public-config' })).body;
  } finally {
    await t.close();
  }
};

describe('GET sys/public-config', () => {
  it('tells the app where the embedded pages of spec §2.3 and §2.7 are', async () => {
    const body = await publicConfigOf({
      TESLA_PAGE_URL: 'https://tesla.example/bookings',
      CHANGE_OFFICE_URL: 'https://sso.example/office',
    });
    expect(body).toMatchObject({
      statusCode: 200,
      data: {
        title: 'Apexlogistics',
        teslaPageUrl: 'https://tesla.example/bookings',
        changeOfficeUrl: 'https://sso.example/office',
      },
    });
  });

  it('leaves them out when the deployment has none', async () => {
    const { data } = await publicConfigOf({});
    expect(data).not.toHaveProperty('teslaPageUrl');
    expect(data).not.toHaveProperty('changeOfficeUrl');
  });

  it('refuses to start with an address that is not http(s)', () => {
    for (const TESLA_PAGE_URL of ['javascript:alert(1)', 'ftp://tesla.example/', 'tesla.example'])
      expect(() => loadConfig({ TESLA_PAGE_URL })).toThrow();
  });
});
