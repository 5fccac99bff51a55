import { z } from 'zod';
import { defineRoute, FILE_RESPONSE, PUBLIC, SIGNED_IN } from '../api/route';
import { HOME_CONTENT_PATH } from './paths';

/** How much the home page shows at most: the latest announcements, the first news, the carriers. */
export const HOME_LIMITS = { announcements: 20, news: 20, sites: 60 } as const;

/** spec §3 Announcement, as the home page shows it (published only). */
const ZHomeAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML: safe to put into the page as it is. */
  content: z.string(),
  /** When it was published (UTC, ISO 8601). */
  publishedAt: z.string(),
});
export type THomeAnnouncement = z.infer<typeof ZHomeAnnouncement>;

/** spec §3 News item. */
const ZHomeNews = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  sort: z.number().int(),
});
export type THomeNews = z.infer<typeof ZHomeNews>;

/** spec §3 Ship-company website, enabled ones only. */
const ZShipCompanySite = z.object({
  id: z.number().int(),
  name: z.string(),
  /** An http(s) address, opened in a new tab. */
  link: z.string(),
  /** Key of the logo for GET /home/site-logos/:logoKey; null when the entry has none. */
  logoKey: z.string().nullable(),
});
export type TShipCompanySite = z.infer<typeof ZShipCompanySite>;

const ZHomeContent = z.object({
  /** Newest publish date first. */
  announcements: z.array(ZHomeAnnouncement).max(HOME_LIMITS.announcements),
  /** By sort order. */
  news: z.array(ZHomeNews).max(HOME_LIMITS.news),
  /** By name. */
  sites: z.array(ZShipCompanySite).max(HOME_LIMITS.sites),
});
export type THomeContent = z.infer<typeof ZHomeContent>;

const ZSiteLogoParams = z.object({ logoKey: z.string().regex(/^[0-9a-f]{32}$/) });

const tag = 'home';
export const homeRoutes = {
  content: defineRoute({
    method: 'GET',
    path: HOME_CONTENT_PATH,
    access: SIGNED_IN,
    summary: 'The home page: published announcements, news and enabled ship-company websites',
    tag,
    response: ZHomeContent,
  }),
  siteLogo: defineRoute({
    method: 'GET',
    path: '/home/site-logos/:logoKey',
    // An <img> sends no Authorization header; a carrier's monogram is no secret (docs/decisions.md).
    access: PUBLIC,
    summary: 'A ship-company website’s logo; cacheable, as a key names one image for good',
    tag,
    params: ZSiteLogoParams,
    response: FILE_RESPONSE,
  }),
};
