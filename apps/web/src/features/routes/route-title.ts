import type { TLocale } from '@apex/shared/i18n';
import type { RouteMeta } from './route-model';

/** Translates a key of the `routes` namespace into one language. */
export type TranslateRouteKey = (locale: TLocale, key: string) => string;

/** A route's title in a language: the menu's own names, or a constant route's translation. */
export function routeTitle(meta: RouteMeta, locale: TLocale, translate: TranslateRouteKey): string {
  if (meta.names) return meta.names[locale] || meta.names.en_US;
  return meta.titleKey ? translate(locale, meta.titleKey) : '';
}

/**
 * spec §2.6: the window's title is the route title, ' - ', the product title; a titleName query
 * parameter overrides the route title.
 */
export function pageTitle(title: string, titleName: string | null, product: string | undefined): string {
  const shown = titleName || title;
  if (!product) return shown;
  return shown ? `${shown} - ${product}` : product;
}
