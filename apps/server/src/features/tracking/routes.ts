import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { forEachJobType } from '../jobs/for-each-job-type';
import { checkCallback, receiveCallback } from './callbacks';
import { installTrackingEffects } from './effects';
import { registerEtaSlipRoutes } from './eta-slips/routes';
import { findShipments } from './shipments/shipments';
import { getJobTracking, refreshJobTracking, subscribeJob } from './subscriptions';
import { getJobTimeline } from './timeline';

/** A job's online tracking tab (spec §2.8, §5, §8, §9) and the carriers' DCSA callbacks. */
export function registerTrackingRoutes(app: FastifyInstance, ctx: ServiceContext) {
  installTrackingEffects(ctx.config);
  registerEtaSlipRoutes(app, ctx);
  forEachJobType((jobType, { tracking: routes, timeline, shipments }) => {
    implement(app, shipments.list, ({ query, auth }) =>
      findShipments(ctx, { ...query, officeCode: auth.officeCode, jobType }),
    );
    const job = (id: number, req: Parameters<typeof actorOf>[0]) => ({ jobType, id, actor: actorOf(req) });
    implement(app, timeline.get, ({ params, query, auth, req }) =>
      getJobTimeline(ctx, job(params.id, req), { auth, ...query }),
    );
    implement(app, routes.get, ({ params, query, req }) => getJobTracking(ctx, job(params.id, req), query));
    implement(app, routes.subscribe, async ({ params, body, req, say }) => {
      const subscription = await subscribeJob(ctx, job(params.id, req), body);
      say('tracking.subscribed', { reference: subscription.reference });
      return subscription;
    });
    implement(app, routes.refresh, async ({ params, req, say }) => {
      const { tracking, created, tooYoung } = await refreshJobTracking(ctx, job(params.id, req));
      say(tooYoung ? 'tracking.refreshTooSoon' : 'tracking.refreshed', { created });
      return tracking;
    });
  });
  // The signature is over the bytes the carrier sent: this route keeps them beside the parsed body
  // (malformed JSON is refused as on every route, by Fastify's own parser).
  const rawBodies = new WeakMap<object, Buffer>();
  void app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      rawBodies.set(req, body as Buffer);
      parseJson(req, (body as Buffer).toString('utf8'), done);
    });
    implement(scope, API.tracking.callback, async ({ params, req, say }) => {
      const raw = rawBodies.get(req) ?? Buffer.alloc(0);
      const result = await receiveCallback(ctx, params.subscriptionId, raw, req.headers);
      if (result)
        say('tracking.callbackReceived', {
          created: result.created,
          duplicates: result.duplicates,
          unmatched: result.unmatched.length,
        });
      else say('tracking.callbackQueued');
      return result;
    });
    implement(scope, API.tracking.callbackCheck, ({ params }) => checkCallback(ctx, params.subscriptionId));
  });
}
