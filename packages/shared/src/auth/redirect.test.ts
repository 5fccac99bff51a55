import { describe, expect, it } from 'vitest';
import { HOME_PATH, safeRedirectUrl } from './redirect';

const app = 'https://freight.example.com';
const portals = ['https://portal.example.com'];

describe('safeRedirectUrl', () => {
  it('keeps addresses on the app and configured portals', () => {
    expect(safeRedirectUrl('/ocean_exp/list?x=1#top', app)).toBe('/ocean_exp/list?x=1#top');
    expect(safeRedirectUrl(`${app}/OceanImport/JobList`, app)).toBe('/OceanImport/JobList');
    expect(safeRedirectUrl('https://portal.example.com/home', app, portals)).toBe('https://portal.example.com/home');
  });

  it('sends everything else home: other sites, scripts, protocol-relative and backslash tricks', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://freight.example.com.evil.example/',
      'http://freight.example.com/', // other scheme, other origin
      '',
      null,
      undefined,
    ])
      expect(safeRedirectUrl(bad, app, portals)).toBe(HOME_PATH);
  });

  it('never loops back into the sign-on pages', () => {
    expect(safeRedirectUrl('/sso?redirectUrl=/x', app)).toBe(HOME_PATH);
    expect(safeRedirectUrl('/loginsso?token=abc', app)).toBe(HOME_PATH);
  });
});
