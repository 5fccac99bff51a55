/** spec §3 Local storage keys that the sign-on page and the app share with the original product. */
export const STORAGE_KEYS = {
  token: 'ws_token',
  dbCode: 'sc_dbcode',
  officeCode: 'changeOfficeCode',
  userName: 'ws_user_name',
  language: 'language',
  backLang: 'back_lang',
  jobListQuery: 'joblistquery',
  likedRoutes: 'likedRoutes',
  systemCode: 'systemCode',
  systemDataPort: 'systemDataPort',
  systemDataPortCode: 'systemDataPortCode',
  systemDataPortCodeAll: 'systemDataPortCodeAll',
  cacheExpired: 'cache_expired',
  columnsFilter: 'production.apexTable.columnsFilter',
  loginComplete: 'loginComplate',
  showBreadcrumb: 'showBreadcrumb',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const readStored = (key: StorageKey): string => localStorage.getItem(key) ?? '';

export function writeStored(key: StorageKey, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}
