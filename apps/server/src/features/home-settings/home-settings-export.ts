import { type ExportColumn, listExport } from '../../platform/excel/xlsx-export';
import { type AnnouncementRow, findAnnouncementPage } from './announcement-queries';
import { findNewsPage, type NewsRow } from './news-queries';
import { findSitePage, type SiteRow } from './site-queries';

const YES = { en_US: 'Yes', zh_CN: '是', zh_HK: '是' } as const;
const UPDATED_BY = { en_US: 'Updated by', zh_CN: '更新人', zh_HK: '更新人' } as const;
const UPDATED = { en_US: 'Updated', zh_CN: '更新时间', zh_HK: '更新時間' } as const;

const SITE_COLUMNS: readonly ExportColumn<SiteRow>[] = [
  { header: { en_US: 'Name', zh_CN: '名称', zh_HK: '名稱' }, width: 30, value: (s) => s.name },
  { header: { en_US: 'Link', zh_CN: '链接', zh_HK: '連結' }, width: 40, value: (s) => s.link },
  { header: { en_US: 'Enabled', zh_CN: '启用', zh_HK: '啟用' }, width: 10, value: (s, l) => (s.enabled ? YES[l] : '') },
  { header: UPDATED_BY, width: 14, value: (s) => s.updatedBy },
  { header: UPDATED, width: 20, value: (s) => s.updatedAt },
];

const TITLE = { en_US: 'Title', zh_CN: '标题', zh_HK: '標題' } as const;

const NEWS_COLUMNS: readonly ExportColumn<NewsRow>[] = [
  { header: { en_US: 'Sort order', zh_CN: '排序', zh_HK: '排序' }, width: 10, value: (n) => n.sort },
  { header: TITLE, width: 40, value: (n) => n.title },
  { header: UPDATED_BY, width: 14, value: (n) => n.updatedBy },
  { header: UPDATED, width: 20, value: (n) => n.updatedAt },
];

const ANNOUNCEMENT_COLUMNS: readonly ExportColumn<AnnouncementRow>[] = [
  { header: TITLE, width: 40, value: (a) => a.title },
  {
    header: { en_US: 'Published', zh_CN: '已发布', zh_HK: '已發佈' },
    width: 10,
    value: (a, l) => (a.published ? YES[l] : ''),
  },
  { header: { en_US: 'Publish date', zh_CN: '发布日期', zh_HK: '發佈日期' }, width: 20, value: (a) => a.publishedAt },
  { header: UPDATED_BY, width: 14, value: (a) => a.updatedBy },
  { header: UPDATED, width: 20, value: (a) => a.updatedAt },
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
