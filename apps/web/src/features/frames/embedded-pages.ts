import { TESLA_PATHS } from '../routes/constant-routes';
import type { AppRoute } from '../routes/route-model';

/** spec §3 Embedded page record. */
export interface EmbeddedPage {
  path: string;
  /** The address shown in the frame. */
  url: string;
  affix: boolean;
  /** Its frame is mounted (and kept alive while hidden). */
  loaded: boolean;
}

/** spec §4: visiting an embedded page loads it (at the address it has now). */
export function visitPage(pages: readonly EmbeddedPage[], page: Omit<EmbeddedPage, 'loaded'>): EmbeddedPage[] {
  const visited = { ...page, loaded: true };
  return pages.some((p) => p.path === page.path)
    ? pages.map((p) => (p.path === page.path ? visited : p))
    : [...pages, visited];
}

/** spec §4: refreshing or closing a page's tab unloads that page. */
export const unloadPage = (pages: readonly EmbeddedPage[], path: string) =>
  pages.map((p) => (p.path === path ? { ...p, loaded: false } : p));

/**
 * spec §4: close others unloads every page but the current and the affixed ones; close all (no
 * current) every page but the affixed ones.
 */
export const unloadPagesExcept = (pages: readonly EmbeddedPage[], current?: string) =>
  pages.map((p) => (p.affix || p.path === current ? p : { ...p, loaded: false }));

/** The page's address with the session token in its query (spec §2.3, §2.7). */
export function withQuery(address: string, params: Record<string, string>): string {
  const url = new URL(address);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * The address an embedded route shows: the menu's, or for the tesla pages the configured one with
 * the session token in its query (spec §2.3). Undefined when the deployment has none.
 */
export function embeddedAddress(route: AppRoute, teslaPageUrl: string | undefined, token: string) {
  if (!TESLA_PATHS.includes(route.path)) return route.meta.url;
  return teslaPageUrl && withQuery(teslaPageUrl, { token });
}
