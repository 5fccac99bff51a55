import { enabledColumn, flagColumn, HEADERS, updatedColumns, words } from '../../platform/excel/export-columns';
import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type AnnouncementRow, findAnnouncementPage } from './announcement-queries';
import { findNewsPage, type NewsRow } from './news-queries';
import { findSitePage, type SiteRow } from './site-queries';

const SITE_COLUMNS: readonly ExportColumn<SiteRow>[] = [
  { header: { en_US: 'Name', zh_CN: '名称', zh_HK: '名稱' }, width: 30, value: (s) => s.name },
  { header: { en_US: 'Link', zh_CN: '链接', zh_HK: '連結' }, width: 40, value: (s) => s.link },
  enabledColumn(),
  ...updatedColumns(),
];

const NEWS_COLUMNS: readonly ExportColumn<NewsRow>[] = [
  { header: { en_US: 'Sort order', zh_CN: '排序', zh_HK: '排序' }, width: 10, value: (n) => n.sort },
  { header: HEADERS.title, width: 40, value: (n) => n.title },
  ...updatedColumns(),
];

const ANNOUNCEMENT_COLUMNS: readonly ExportColumn<AnnouncementRow>[] = [
  { header: HEADERS.title, width: 40, value: (a) => a.title },
  flagColumn(words('Published', '已发布', '已發佈'), 10, (a) => a.published),
  { header: { en_US: 'Publish date', zh_CN: '发布日期', zh_HK: '發佈日期' }, width: 20, value: (a) => a.publishedAt },
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
