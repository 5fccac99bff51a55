import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../routes/route-model';
import { dropKept, isKeptAlive, KEEP_ALIVE_MAX, touchKept } from './keep-alive';

describe('keep-alive cache (spec §2.7 Main area, §9: max 50)', () => {
  it('moves a visited page to the most recent end', () => {
    expect(touchKept(['/a', '/b', '/c'], '/a')).toEqual(['/b', '/c', '/a']);
    expect(touchKept(['/a'], '/b')).toEqual(['/a', '/b']);
  });

  it('drops the least recently used page beyond 50', () => {
    const full = Array.from({ length: KEEP_ALIVE_MAX }, (_, i) => `/p${i}`);
    const next = touchKept(touchKept(full, '/p0'), '/new');
    expect(next).toHaveLength(50);
    expect(next).not.toContain('/p1');
    expect(next.slice(-2)).toEqual(['/p0', '/new']);
  });

  it('forgets the pages of closed tabs', () => {
    expect(dropKept(['/a', '/b', '/c'], ['/b', '/x'])).toEqual(['/a', '/c']);
  });

  it('keeps screens, not embedded, noCache or utility pages', () => {
    const route = (fields: Partial<AppRoute>): AppRoute => ({
      path: '/x',
      kind: 'page',
      meta: {},
      children: [],
      ...fields,
    });
    expect(isKeptAlive(route({}))).toBe(true);
    expect(isKeptAlive(route({ kind: 'embedded' }))).toBe(false);
    expect(isKeptAlive(route({ meta: { noCache: true } }))).toBe(false);
    expect(isKeptAlive(route({ utility: true }))).toBe(false);
  });
});
