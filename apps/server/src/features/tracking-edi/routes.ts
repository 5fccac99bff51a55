import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { receiveEdiMessage } from './edi-messages';

/** Carriers' EDI status messages posted over HTTP; the inbox folder brings the same (edi-inbox.ts). */
export function registerTrackingEdiRoutes(app: FastifyInstance, ctx: ServiceContext) {
  implement(app, API.trackingEdi.receive, ({ body, auth }) =>
    receiveEdiMessage(ctx, { text: body.text, receivedBy: auth.account }),
  );
}
