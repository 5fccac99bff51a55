import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../platform/service-context';
import { registerBillRoutes } from './bills/routes';
import { registerJobRoutes } from './card/routes';
import { registerCargoRoutes } from './cargo/routes';
import { registerChargeRoutes } from './charges/routes';
import { registerCustomsRoutes } from './customs/routes';
import { registerDeskRoutes } from './desks/routes';
import { registerGoodsStatusRoutes } from './goods-status/routes';
import { registerJobListRoutes } from './list/routes';
import { registerOtherServiceRoutes } from './other-services/routes';
import { registerJobPeopleRoutes } from './people/routes';
import { registerRailRoutes } from './rail/routes';
import { registerJobSplitRoutes } from './splits/routes';
import { registerTruckingRoutes } from './trucking/routes';
import { registerWarehouseRoutes } from './warehouse/routes';

/** The job aggregate: each part of a job registers its routes for every job type (`forEachJobType`). */
export function registerJobFeatures(app: FastifyInstance, ctx: ServiceContext) {
  registerJobRoutes(app, ctx);
  registerJobListRoutes(app, ctx);
  registerJobSplitRoutes(app, ctx);
  registerBillRoutes(app, ctx);
  registerCargoRoutes(app, ctx);
  registerJobPeopleRoutes(app, ctx);
  registerChargeRoutes(app, ctx);
  registerTruckingRoutes(app, ctx);
  registerWarehouseRoutes(app, ctx);
  registerDeskRoutes(app, ctx);
  registerCustomsRoutes(app, ctx);
  registerRailRoutes(app, ctx);
  registerOtherServiceRoutes(app, ctx);
  registerGoodsStatusRoutes(app, ctx);
}
