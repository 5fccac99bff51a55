import { describe, expect, it } from 'vitest';
import { type EmbeddedPage, unloadPage, unloadPagesExcept, visitPage, withQuery } from './embedded-pages';

const page = (path: string, fields: Partial<EmbeddedPage> = {}): EmbeddedPage => ({
  path,
  url: `https://apps.example${path}`,
  affix: false,
  loaded: true,
  ...fields,
});
const loaded = (pages: EmbeddedPage[]) => pages.filter((p) => p.loaded).map((p) => p.path);

describe('embedded page loaded flag (spec §4)', () => {
  const pages = [
    page('/out_a1'),
    page('/out_b2', { affix: true }),
    page('/out_c3'),
    page('/out_d4', { loaded: false }),
  ];

  it('is set when the page is visited, with the address it has now', () => {
    const visited = visitPage(pages, { path: '/out_d4', url: 'https://apps.example/d?token=t2', affix: false });
    expect(loaded(visited)).toEqual(['/out_a1', '/out_b2', '/out_c3', '/out_d4']);
    expect(visited[3]?.url).toBe('https://apps.example/d?token=t2');
    expect(visitPage([], { path: '/out_e5', url: 'https://e', affix: false })).toEqual([
      { path: '/out_e5', url: 'https://e', affix: false, loaded: true },
    ]);
  });

  it('is cleared for the page refreshed or closed', () => {
    expect(loaded(unloadPage(pages, '/out_a1'))).toEqual(['/out_b2', '/out_c3']);
  });

  it('close others clears all but the current and the affixed pages', () => {
    expect(loaded(unloadPagesExcept(pages, '/out_c3'))).toEqual(['/out_b2', '/out_c3']);
  });

  it('close all clears all but the affixed pages', () => {
    expect(loaded(unloadPagesExcept(pages))).toEqual(['/out_b2']);
  });
});

describe('withQuery', () => {
  it('adds to the query the address already has', () => {
    expect(withQuery('https://tesla.example/b?lang=en', { token: 'a b' })).toBe(
      'https://tesla.example/b?lang=en&token=a+b',
    );
  });
});
