import { enabledColumn, flagColumn, updatedColumns } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type AnnouncementRow, findAnnouncementPage } from './announcement-queries';
import { findNewsPage, type NewsRow } from './news-queries';
import { findSitePage, type SiteRow } from './site-queries';

const SITE_COLUMNS: readonly ExportColumn<SiteRow>[] = [
  { header: 'general:columns.name', width: 30, value: (s) => s.name },
  { header: 'masterData:columns.link', width: 40, value: (s) => s.link },
  enabledColumn(),
  ...updatedColumns(),
];

const NEWS_COLUMNS: readonly ExportColumn<NewsRow>[] = [
  { header: 'masterData:columns.sortOrder', width: 10, value: (n) => n.sort },
  { header: 'general:columns.title', width: 40, value: (n) => n.title },
  ...updatedColumns(),
];

const ANNOUNCEMENT_COLUMNS: readonly ExportColumn<AnnouncementRow>[] = [
  { header: 'general:columns.title', width: 40, value: (a) => a.title },
  flagColumn('masterData:columns.published', 10, (a) => a.published),
  { header: 'masterData:columns.publishDate', width: 20, value: (a) => a.publishedAt },
  ...updatedColumns(),
];

export const exportSites = listExport({
  fileName: 'ship-company-websites.xlsx',
  sheet: 'Websites',
  columns: SITE_COLUMNS,
  findPage: findSitePage,
});

export const exportAnnouncements = listExport({
  fileName: 'announcements.xlsx',
  sheet: 'Announcements',
  columns: ANNOUNCEMENT_COLUMNS,
  findPage: findAnnouncementPage,
});

export const exportNews = listExport({
  fileName: 'news.xlsx',
  sheet: 'News',
  columns: NEWS_COLUMNS,
  findPage: findNewsPage,
});
