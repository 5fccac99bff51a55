import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { type AuthContext, hasPermission } from '../../../platform/auth/auth-context';
import { implement } from '../../../platform/http/implement';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../for-each-job-type';
import { apportionCost, previewApportionment } from './apportionment';
import { reviewCharges } from './charge-review';
import { getCharges, saveCharges } from './charges';
import { previewScheme } from './scheme-preview';

/**
 * The charges and invoice part of a job (spec §2.8), for every job type: its lines, a scheme
 * applied for review, a consolidation's cost spread, the review. New invoices of its lines are the
 * invoices feature's (features/finance).
 */
export function registerChargeRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { charges: routes }) => {
    const caller = (id: number, req: Parameters<typeof actorOf>[0], auth: AuthContext) => ({
      jobType,
      id,
      actor: actorOf(req),
      companyType: auth.companyType,
    });
    implement(app, routes.get, ({ params, req, auth }) => getCharges(ctx, caller(params.id, req, auth)));
    implement(app, routes.save, ({ params, body, req, auth }) =>
      saveCharges(ctx, { ...caller(params.id, req, auth), input: body }),
    );
    implement(app, routes.schemePreview, ({ params, body, req, auth }) =>
      previewScheme(ctx, { ...caller(params.id, req, auth), input: body }),
    );
    implement(app, routes.apportionPreview, ({ params, body, req, auth }) =>
      previewApportionment(ctx, { ...caller(params.id, req, auth), input: body }),
    );
    implement(app, routes.apportion, ({ params, body, req, auth }) =>
      apportionCost(ctx, { ...caller(params.id, req, auth), input: body }),
    );
    implement(app, routes.review, ({ params, body, req, auth }) =>
      reviewCharges(ctx, {
        ...caller(params.id, req, auth),
        input: body,
        // Approving and reopening are finance's (spec §4 review); submitting is the operator's.
        mayReview: hasPermission(auth, '/charge/review'),
      }),
    );
  });
}
