import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { findHomeContent, loadSiteLogo } from './home-content';

/** A logo's key names one image for good (a new logo gets a new key), so browsers may keep it. */
const LOGO_MAX_AGE_SECONDS = 7 * 24 * 3600;

/** The home page (spec §2.1 /home/index): announcements, news and ship-company websites. */
export function registerHomeContentRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.home;

  implement(app, routes.content, () => findHomeContent(ctx));

  implement(app, routes.siteLogo, async ({ params, reply }) => {
    const logo = await loadSiteLogo(ctx, params.logoKey);
    // An SVG opened on its own must not run anything it might carry.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return sendFile(reply, logo, { inline: true, maxAgeSeconds: LOGO_MAX_AGE_SECONDS });
  });
}
