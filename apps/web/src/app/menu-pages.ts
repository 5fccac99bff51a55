import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageLoader = () => Promise<ComponentType>;

/**
 * The screens built so far, by the menu url that opens them (spec §2.6). A url of this product's
 * menu that is not listed here shows the honest "not available yet" screen; each page is its own
 * lazy chunk.
 */
const MENU_PAGE_LOADERS: Record<string, PageLoader> = {
  '/systemSetting/users': async () => (await import('../features/admin/users/users-page')).UsersPage,
  '/systemSetting/roles': async () => (await import('../features/admin/roles/roles-page')).RolesPage,
  '/systemSetting/offices': async () => (await import('../features/admin/offices/offices-page')).OfficesPage,
  '/systemSetting/carrier': async () => (await import('../features/admin/carriers/carriers-page')).CarriersPage,
  '/systemSetting/homeSetting': async () =>
    (await import('../features/admin/home-settings/home-settings-page')).HomeSettingsPage,
  '/systemSetting/shipEdit': async () => (await import('../features/admin/vessels/vessels-page')).VesselsPage,
};

const MENU_PAGES = new Map<string, LazyExoticComponent<ComponentType>>(
  Object.entries(MENU_PAGE_LOADERS).map(([url, load]) => [url, lazy(async () => ({ default: await load() }))]),
);

/** The screen of a menu url, if it has been built. */
export const menuPage = (url: string) => MENU_PAGES.get(url);
