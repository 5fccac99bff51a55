import { z } from 'zod';
import { queryFlag, requiredText, text, ZIdParams, ZPageQuery, ZVersion, ZVersionQuery } from '../api/paging';
import { recordRoutes } from '../api/record-routes';
import { defineRoute, needs } from '../api/route';
import { UPLOADS } from '../files/upload-types';

/** A news item's sort order fits the integer column with room to spare. */
const MAX_SORT = 999_999;

/** Who made and last changed a home-page entry, and its version (optimistic concurrency). */
const recordInfo = {
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
};

/** spec §3 Ship-company website (home page setting): logo, name, link, enabled, created/updated, creator. */
const ZSiteSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  logoKey: z.string().nullable(),
  enabled: z.boolean(),
  ...recordInfo,
});
export type TSiteSetting = z.infer<typeof ZSiteSetting>;

/** Only web addresses: the home page opens the link in a new tab (a table CHECK says the same). */
const webLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/\S+$/i);

const siteFields = { name: requiredText(100), link: webLink, enabled: z.boolean().default(true) };
export const ZCreateSiteRequest = z.object(siteFields);
export const ZUpdateSiteRequest = z.object({ version: ZVersion, ...siteFields });

export const SITE_SORT_FIELDS = ['name', 'updatedAt'] as const;
export const ZSiteListQuery = ZPageQuery.extend({
  keyword: text(100).optional(),
  enabled: queryFlag.optional(),
  sortField: z.enum(SITE_SORT_FIELDS).optional(),
});

/** spec §3 Announcement; `content` is sanitised HTML. */
const ZAnnouncementSetting = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  published: z.boolean(),
  /** UTC ISO 8601; set while published. */
  publishedAt: z.string().nullable(),
  ...recordInfo,
});
export type TAnnouncementSetting = z.infer<typeof ZAnnouncementSetting>;

/**
 * spec §5 "Announcements need their mandatory fields": a title and a content; a publish date is
 * the server's (the moment it is published) unless one is given.
 */
const announcementFields = {
  title: requiredText(200),
  content: requiredText(20_000),
  published: z.boolean().default(false),
  publishedAt: z.iso.datetime({ offset: true }).nullable().default(null),
};
export const ZCreateAnnouncementRequest = z.object(announcementFields);
export const ZUpdateAnnouncementRequest = z.object({ version: ZVersion, ...announcementFields });

export const ANNOUNCEMENT_SORT_FIELDS = ['title', 'publishedAt', 'updatedAt'] as const;
export const ZAnnouncementListQuery = ZPageQuery.extend({
  keyword: text(100).optional(),
  published: queryFlag.optional(),
  sortField: z.enum(ANNOUNCEMENT_SORT_FIELDS).optional(),
});

/** spec §3 News item; `content` is sanitised HTML; the home page shows news by `sort`, then by id. */
const ZNewsSetting = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  ...recordInfo,
});
export type TNewsSetting = z.infer<typeof ZNewsSetting>;

/** The news fields: a title and a content (mandatory, as for announcements), and a sort order. */
const newsFields = {
  title: requiredText(200),
  content: requiredText(20_000),
  sort: z.number().int().min(-MAX_SORT).max(MAX_SORT).default(0),
};
export const ZCreateNewsRequest = z.object(newsFields);
export const ZUpdateNewsRequest = z.object({ version: ZVersion, ...newsFields });

export const NEWS_SORT_FIELDS = ['sort', 'title', 'updatedAt'] as const;
export const ZNewsListQuery = ZPageQuery.extend({
  keyword: text(100).optional(),
  sortField: z.enum(NEWS_SORT_FIELDS).optional(),
});

const access = { view: '/homeSetting/list', edit: '/homeSetting/edit' } as const;

export const homeSettingRoutes = {
  sites: {
    ...recordRoutes({
      path: '/sys/home/sites',
      tag: 'homeSites',
      ...access,
      row: ZSiteSetting,
      query: ZSiteListQuery,
      create: ZCreateSiteRequest,
      update: ZUpdateSiteRequest,
      plural: 'Ship-company websites of the home page',
      singular: 'ship-company website',
      deleteRule: 'that is disabled (spec §4)',
    }),
    logo: defineRoute({
      method: 'POST',
      path: '/sys/home/sites/:id/logo',
      access: needs(access.edit),
      summary: 'Replaces a ship-company website’s logo (multipart field "file": PNG, JPEG, GIF or WebP, at most 2M)',
      tag: 'homeSites',
      params: ZIdParams,
      query: ZVersionQuery,
      upload: UPLOADS.logo,
      response: ZSiteSetting,
    }),
  },
  announcements: recordRoutes({
    path: '/sys/home/announcements',
    tag: 'homeAnnouncements',
    ...access,
    row: ZAnnouncementSetting,
    query: ZAnnouncementListQuery,
    create: ZCreateAnnouncementRequest,
    update: ZUpdateAnnouncementRequest,
    plural: 'Announcements',
    singular: 'announcement',
    deleteRule: 'that is unpublished (spec §4)',
  }),
  news: recordRoutes({
    path: '/sys/home/news',
    tag: 'homeNews',
    ...access,
    row: ZNewsSetting,
    query: ZNewsListQuery,
    create: ZCreateNewsRequest,
    update: ZUpdateNewsRequest,
    plural: 'News items of the home page',
    singular: 'news item',
  }),
};
