import type { TLocale } from '@apex/shared';
import type { TMenuItem } from '@apex/shared/menus';
import type { MenuRow } from './queries';

/** A menu row as spec §2.6 names its fields, with the name in the caller's language. */
export function toMenuItem(row: MenuRow, locale: TLocale): TMenuItem {
  const names = { en_US: row.name_en, zh_CN: row.name_cn, zh_HK: row.name_hk };
  return {
    id: row.id,
    pId: row.parent_id ?? 0,
    level: row.level,
    url: row.url,
    aurl: row.aurl,
    target: row.target === '_blank' ? '_blank' : '',
    app_code: row.app_code,
    name: names[locale],
    names,
    icon: row.icon,
    sort: row.sort,
  };
}
