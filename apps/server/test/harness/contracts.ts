import { ALL_ROUTES, API_PREFIX, type RouteDef } from '@apex/shared';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../test-app';

/** How people name a route: `POST /auth/WHSSOLogin`. */
export const routeLabel = (route: RouteDef) => `${route.method} ${route.path}`;

/** The contracts of ALL_ROUTES the app registered, known by the contract each Fastify route carries. */
export function registeredContracts(t: TestApp): RouteDef[] {
  const registered = new Set(t.routes.map((r) => r.config?.contract));
  return ALL_ROUTES.filter((route) => registered.has(route));
}

/** One request to a route; parts may hold anything, since harnesses also send what no schema allows. */
export interface RouteInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** encodeURIComponent throws on a lone surrogate, which a browser would send as U+FFFD. */
const pathSegment = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'));

/** Path parameters from `params`; any not given is 1, which looks like an id to every route. */
function fillPath(path: string, params: unknown) {
  const given = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:(\w+)/g, (_, name: string) => pathSegment(name in given ? (asText(given[name]) ?? '') : '1'));
}

/** Query values travel as text; arrays as repeated keys, anything else as its JSON. */
function queryString(query: unknown) {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item) ?? '');
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The inject options of one call: path parameters filled in, query encoded, body sent as JSON. */
export function requestOf(route: RouteDef, input: RouteInput = {}): InjectOptions {
  return {
    method: route.method,
    url: `${API_PREFIX}${fillPath(route.path, input.params)}${queryString(input.query)}`,
    ...('body' in input
      ? { payload: JSON.stringify(input.body) ?? '', headers: { 'content-type': 'application/json' } }
      : {}),
  };
}
