import type { AppRoute } from '../routes/route-model';

/** spec §2.7, §9: at most 50 pages are kept alive. */
export const KEEP_ALIVE_MAX = 50;

/**
 * Which routes keep their page mounted when left: screens of this product with a tab. Embedded
 * pages stay alive in their own layer (features/frames); noCache routes are built anew each time.
 */
export const isKeptAlive = (route: AppRoute) => route.kind === 'page' && !route.meta.noCache && !route.utility;

/**
 * A visit to a kept page: it becomes the most recently used; beyond `max` the least recently used
 * one is dropped (the page being visited never is).
 */
export function touchKept(kept: readonly string[], key: string, max = KEEP_ALIVE_MAX): string[] {
  const next = [...kept.filter((k) => k !== key), key];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Pages whose tabs closed are no longer kept. */
export const dropKept = (kept: readonly string[], keys: readonly string[]) => kept.filter((k) => !keys.includes(k));
