import { describe, expect, it } from 'vitest';
import { readPortalMessage } from './portal-message';

const PORTAL = 'https://portal.example';
const trusted = ['https://app.example', PORTAL];
const read = (data: unknown, origin = PORTAL) => readPortalMessage({ origin, data }, trusted);

describe('readPortalMessage (spec §7 cross-window messages)', () => {
  it('changes the language and shows routes the portal asks for, as objects or JSON text', () => {
    expect(read({ from: 'portal', type: 'changeLanguage', language: 'zh_HK' })).toEqual({
      kind: 'changeLanguage',
      locale: 'zh_HK',
    });
    expect(read(JSON.stringify({ from: 'portal', type: 'route', path: '/changePassword' }))).toEqual({
      kind: 'navigate',
      to: '/changePassword',
    });
  });

  it('opens the shipment list on the fields a dispatchHKG message carries (spec §2.5)', () => {
    expect(read({ from: 'dispatchHKG', data: { jobNo: 'HKG 001', id: 7, openDetailPage: false } })).toEqual({
      kind: 'navigate',
      to: '/shipmentList/index?openDetailPage=true&jobNo=HKG+001&id=7',
    });
  });

  it('refuses our messages from an origin that is not configured', () => {
    expect(read({ from: 'portal', type: 'route', path: '/home' }, 'https://evil.example')).toEqual({
      kind: 'refuse',
      reason: 'origin https://evil.example',
    });
  });

  it('refuses unparseable messages and routes leaving the app', () => {
    expect(read('{not json')).toMatchObject({ kind: 'refuse', reason: 'unparseable' });
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example'])
      expect(read({ from: 'portal', type: 'route', path })).toMatchObject({ kind: 'refuse' });
    expect(read({ from: 'portal', type: 'changeLanguage', language: 'fr_FR' })).toMatchObject({ kind: 'refuse' });
  });

  it('ignores messages meant for other listeners', () => {
    expect(read({ from: 'changeSystemOffice', type: 'close' })).toEqual({ kind: 'ignore' });
    expect(read({ source: 'react-devtools' }, 'https://evil.example')).toEqual({ kind: 'ignore' });
  });
});
