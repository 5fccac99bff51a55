import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../platform/service-context';
import { registerAuthRoutes } from './auth/routes';
import { registerCarrierRoutes } from './carriers/routes';
import { registerFileRoutes } from './files/routes';
import { registerHomeContentRoutes } from './home-content/routes';
import { registerHomeSettingRoutes } from './home-settings/routes';
import { registerOfficeRoutes } from './offices/routes';
import { registerPlatformRoutes } from './platform/routes';
import { registerPreferenceRoutes } from './preferences/routes';
import { registerReferenceDataRoutes } from './reference-data/routes';
import { registerRoleRoutes } from './roles/routes';
import { registerUserRoutes } from './users/routes';
import { registerVesselRoutes } from './vessels/routes';

/** Every feature's routes; together they implement exactly the contracts of `API` in packages/shared. */
export function registerFeatures(app: FastifyInstance, ctx: ServiceContext, databaseKind: 'pglite' | 'postgres') {
  registerPlatformRoutes(app, ctx, databaseKind);
  registerAuthRoutes(app, ctx);
  registerPreferenceRoutes(app, ctx);
  registerReferenceDataRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerHomeContentRoutes(app, ctx);
  registerOfficeRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerVesselRoutes(app, ctx);
  registerCarrierRoutes(app, ctx);
  registerHomeSettingRoutes(app, ctx);
}
