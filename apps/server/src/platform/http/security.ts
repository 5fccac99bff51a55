import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';

/** The origins of the configured embedded pages (spec §2.3 tesla, §2.7 change office), which may be plain http. */
const embeddedOrigins = (config: AppConfig) =>
  [config.teslaPageUrl, config.changeOfficeUrl].flatMap((url) => (url ? [new URL(url).origin] : []));

/**
 * Security headers. The app must be framable by the parent portal (spec: runs inside a portal's
 * iframe), so framing is governed by CSP frame-ancestors alone and X-Frame-Options is not sent.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const { portalOrigins } = config;
  await app.register(helmet, {
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Menu items of other apps are shown as embedded pages (spec §2.6); a previewed PDF is shown
        // from a blob: address (kit FilePreviewDialog, issue 18).
        frameSrc: ["'self'", 'blob:', 'https:', ...new Set([...portalOrigins, ...embeddedOrigins(config)])],
        frameAncestors: ["'self'", ...portalOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
}
