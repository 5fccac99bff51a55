import type { THomeContent } from '@apex/shared/home';
import { AppError } from '../../platform/http/app-error';
import type { DownloadFile } from '../../platform/http/file-reply';
import type { ServiceContext } from '../../platform/service-context';
import { findEnabledSites, findNews, findPublishedAnnouncements, findSiteLogo } from './queries';
import { sanitizeRichText } from './sanitize-rich-text';

/** The home page's three lists (spec §3), bounded, with the rich text sanitised once more. */
export async function findHomeContent({ db }: ServiceContext): Promise<THomeContent> {
  const [announcements, news, sites] = await Promise.all([
    findPublishedAnnouncements(db),
    findNews(db),
    findEnabledSites(db),
  ]);
  return {
    announcements: announcements.map((a) => ({ ...a, content: sanitizeRichText(a.content) })),
    news: news.map((n) => ({ ...n, content: sanitizeRichText(n.content) })),
    sites,
  };
}

export async function loadSiteLogo({ db }: ServiceContext, logoKey: string): Promise<DownloadFile> {
  const logo = await findSiteLogo(db, logoKey);
  if (!logo) throw new AppError(404, 'file.notFound', { name: logoKey });
  return logo;
}
