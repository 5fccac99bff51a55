import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { findPorts } from './ports';
import { findCountries } from './queries';
import { runSelectMode } from './select-mode';

/** Reference data every screen picks from: system codes (data dictionary), sea ports and countries. */
export function registerReferenceDataRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.referenceData;

  implement(app, routes.selectMode, ({ query, body, req }) =>
    runSelectMode(ctx, query.type, body.ActionCode, { postData: body.PostData, locale: req.locale }),
  );

  implement(app, routes.ports, ({ query }) => findPorts(ctx, query));
  implement(app, routes.countries, () => findCountries(ctx.db));
}
