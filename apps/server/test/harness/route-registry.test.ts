import { ALL_ROUTES, API_PREFIX } from '@apex/shared';
import { isPermission } from '@apex/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { registeredContracts, routeLabel } from './contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every method and path Fastify serves under /api, except the HEAD twin it adds to each GET route. */
function apiRoutes() {
  const isApi = (url: string) => url.toLowerCase() === API_PREFIX || url.toLowerCase().startsWith(`${API_PREFIX}/`);
  const routes = t.routes.flatMap((r) => [r.method].flat().map((method) => ({ ...r, method })));
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => isApi(r.url) && !(r.method === 'HEAD' && gets.has(r.url)));
}

describe('route registry', () => {
  it('serves under /api only contracts of ALL_ROUTES, each at its own method and path', () => {
    const strays = apiRoutes()
      .filter(({ method, url, config }) => {
        const contract = config?.contract;
        return (
          !contract ||
          !ALL_ROUTES.includes(contract) ||
          contract.method !== method ||
          contract.path !== url.slice(API_PREFIX.length)
        );
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(strays, 'routes without their contract in ALL_ROUTES').toEqual([]);
  });

  it('declares for every contract who may call it, once per method and path', () => {
    const undeclared = ALL_ROUTES.filter(
      ({ access }) =>
        !['public', 'authenticated', 'permission'].includes(access?.kind) ||
        (access.kind === 'permission' &&
          (!isPermission(access.permission) || (access.also !== undefined && !isPermission(access.also)))),
    ).map(routeLabel);
    expect(undeclared, 'contracts without a valid access').toEqual([]);
    const labels = ALL_ROUTES.map(routeLabel);
    expect(
      labels.filter((label, i) => labels.indexOf(label) !== i),
      'contracts declared twice',
    ).toEqual([]);
  });

  it('registers every contract of ALL_ROUTES', () => {
    const registered = new Set(registeredContracts(t));
    const missing = ALL_ROUTES.filter((r) => !registered.has(r)).map(routeLabel);
    expect(missing, 'contracts no route implements').toEqual([]);
  });
});
