import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import { readUpload } from '../../platform/http/upload';
import type { ServiceContext } from '../../platform/service-context';
import {
  createAnnouncement,
  deleteAnnouncement,
  findAnnouncements,
  getAnnouncement,
  updateAnnouncement,
} from './announcements';
import { exportAnnouncements, exportNews, exportSites } from './home-settings-export';
import { createNews, deleteNews, findNewsItems, getNews, updateNews } from './news';
import { createSite, deleteSite, findSites, getSite, replaceSiteLogo, updateSite } from './sites';

/** spec §2.5 /systemSetting/homeSetting: the home page's ship-company websites, announcements and news. */
export function registerHomeSettingRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const sites = API.homeSites;
  implement(app, sites.list, ({ query }) => findSites(ctx, query));
  implement(app, sites.export, async ({ query, req, reply }) =>
    sendFile(reply, exportSites(ctx, query, readerOf(req))),
  );
  implement(app, sites.get, ({ params }) => getSite(ctx, params.id));
  implement(app, sites.create, ({ body, req }) => createSite(ctx, { input: body, actor: actorOf(req) }));
  implement(app, sites.update, ({ params, body, req }) =>
    updateSite(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, sites.logo, async ({ params, query, req }) => {
    const file = await readUpload(req, sites.logo.upload);
    return replaceSiteLogo(ctx, { id: params.id, version: query.version, file, actor: actorOf(req) });
  });
  implement(app, sites.remove, async ({ params, query, req }) => {
    await deleteSite(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });

  const announcements = API.homeAnnouncements;
  implement(app, announcements.list, ({ query }) => findAnnouncements(ctx, query));
  implement(app, announcements.export, async ({ query, req, reply }) =>
    sendFile(reply, exportAnnouncements(ctx, query, readerOf(req))),
  );
  implement(app, announcements.get, ({ params }) => getAnnouncement(ctx, params.id));
  implement(app, announcements.create, ({ body, req }) =>
    createAnnouncement(ctx, { input: body, actor: actorOf(req) }),
  );
  implement(app, announcements.update, ({ params, body, req }) =>
    updateAnnouncement(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, announcements.remove, async ({ params, query, req }) => {
    await deleteAnnouncement(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });

  const newsRoutes = API.homeNews;
  implement(app, newsRoutes.list, ({ query }) => findNewsItems(ctx, query));
  implement(app, newsRoutes.export, async ({ query, req, reply }) =>
    sendFile(reply, exportNews(ctx, query, readerOf(req))),
  );
  implement(app, newsRoutes.get, ({ params }) => getNews(ctx, params.id));
  implement(app, newsRoutes.create, ({ body, req }) => createNews(ctx, { input: body, actor: actorOf(req) }));
  implement(app, newsRoutes.update, ({ params, body, req }) =>
    updateNews(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, newsRoutes.remove, async ({ params, query, req }) => {
    await deleteNews(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
}
