import { z } from 'zod';
import { defineRoute, FILE_RESPONSE, PUBLIC } from '../api/route';
import { ZLocale } from '../i18n/locale-schema';

/** What the sign-on page and the app need before anyone is signed in. */
const ZPublicConfig = z.object({
  title: z.string(),
  systemCode: z.string(),
  portalOrigins: z.array(z.string()),
  locales: z.array(ZLocale),
  /** spec §2.3 /ocean_exp/tesla: the embedded page's address, when the deployment has one. */
  teslaPageUrl: z.string().optional(),
  /** spec §2.7 change-office dialog: the embedded page's address; without it the app offers its own chooser. */
  changeOfficeUrl: z.string().optional(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

const ZClientErrorRequest = z.object({
  userName: z.string().max(100).optional(),
  /** spec §7: a JSON string of the error. */
  error: z.string().min(1).max(20_000),
  url: z.string().max(2000).optional(),
});
export type TClientErrorRequest = z.infer<typeof ZClientErrorRequest>;

const tag = 'platform';
export const platformRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    access: PUBLIC,
    summary: 'Liveness and database reachability',
    tag,
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  }),
  openApi: defineRoute({
    method: 'GET',
    path: '/docs',
    access: PUBLIC,
    summary: 'This OpenAPI document',
    tag,
    response: FILE_RESPONSE,
  }),
  publicConfig: defineRoute({
    method: 'GET',
    path: '/sys/public-config',
    access: PUBLIC,
    summary: 'Product title, system code, portal origins, languages and embedded pages’ addresses',
    tag,
    response: ZPublicConfig,
  }),
  clientError: defineRoute({
    method: 'POST',
    path: '/TextLog/Error',
    access: PUBLIC,
    summary: 'Stores an error the browser caught (signed in or not)',
    tag,
    body: ZClientErrorRequest,
    response: z.null(),
    rateLimitPerMinute: 60,
  }),
};
