import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../routes/route-model';
import { embeddedAddress } from './embedded-pages';

const route = (path: string, url?: string): AppRoute => ({ path, kind: 'embedded', meta: { url }, children: [] });

describe('embeddedAddress', () => {
  it('loads /ocean_exp/tesla at the configured address with the session token (spec §2.3)', () => {
    expect(embeddedAddress(route('/ocean_exp/tesla'), 'https://tesla.example/b', 'tok 1')).toBe(
      'https://tesla.example/b?token=tok+1',
    );
    expect(embeddedAddress(route('/ocean_exp/tesla'), undefined, 'tok')).toBeUndefined();
  });

  it('shows another application’s page at the menu’s address, unchanged', () => {
    expect(embeddedAddress(route('/out_tms12', 'https://tms.example/board'), 'https://tesla.example/b', 'tok')).toBe(
      'https://tms.example/board',
    );
  });
});
