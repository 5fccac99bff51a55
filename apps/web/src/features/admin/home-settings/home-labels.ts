import type { TLabelKey } from '@apex/shared/i18n';

/** The fields of the home page's records as the catalogue names them, as the home-settings export does. */
export const SITE_LABELS = {
  name: 'general:columns.name',
  link: 'masterData:columns.link',
  enabled: 'general:columns.enabled',
} as const satisfies Record<string, TLabelKey>;

export const ANNOUNCEMENT_LABELS = {
  title: 'general:columns.title',
  publishedAt: 'masterData:columns.publishDate',
} as const satisfies Record<string, TLabelKey>;

export const NEWS_LABELS = {
  title: 'general:columns.title',
  sort: 'masterData:columns.sortOrder',
} as const satisfies Record<string, TLabelKey>;
