import { labelTexts } from '@apex/shared/labels';
import { OTHER_SERVICE_KINDS } from '@apex/shared/movement';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import type { AuthContext } from '../../../platform/auth/auth-context';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { createOtherService, deleteOtherService, getJobOtherServices, updateOtherService } from './other-services';

/** A job's other service tab (spec §2.8): its services, each with its cost line on the charges tab. */
export function registerOtherServiceRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { otherServices: routes }) => {
    const caller = (id: number, req: Parameters<typeof actorOf>[0], auth: AuthContext) => ({
      jobType,
      id,
      actor: actorOf(req),
      companyType: auth.companyType,
      locale: req.locale,
    });
    implement(app, routes.get, ({ params, req, auth }) => getJobOtherServices(ctx, caller(params.id, req, auth)));
    implement(app, routes.create, async ({ params, body, req, auth, say }) => {
      const service = await createOtherService(ctx, { ...caller(params.id, req, auth), input: body });
      say('otherService.saved', { kind: labelTexts(OTHER_SERVICE_KINDS[service.kind]) });
      return service;
    });
    implement(app, routes.update, async ({ params, body, req, auth, say }) => {
      const service = await updateOtherService(ctx, {
        ...caller(params.id, req, auth),
        serviceId: params.serviceId,
        input: body,
      });
      say('otherService.saved', { kind: labelTexts(OTHER_SERVICE_KINDS[service.kind]) });
      return service;
    });
    implement(app, routes.remove, async ({ params, query, req, auth }) => {
      await deleteOtherService(ctx, {
        ...caller(params.id, req, auth),
        serviceId: params.serviceId,
        version: query.version,
      });
      return null;
    });
  });
}
