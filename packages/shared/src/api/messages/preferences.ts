import type { Localized } from '../../i18n/locales';

/** Messages of favourite menus and saved grid layouts. */
export const PREFERENCE_MESSAGES = {
  // spec §8 Shell: "Favourites saved: 保存成功".
  'preferences.favoritesSaved': {
    en_US: 'Saved successfully',
    zh_CN: '保存成功',
    zh_HK: '保存成功',
  },
  'preferences.duplicatePath': {
    en_US: '{{value}} is already among the favourites',
    zh_CN: '{{value}} 已在收藏中',
    zh_HK: '{{value}} 已在收藏中',
  },
  'preferences.tableKeyRequired': {
    en_US: 'tableKey is required when columns are given',
    zh_CN: '提供 columns 时必须提供 tableKey',
    zh_HK: '提供 columns 時必須提供 tableKey',
  },
  'preferences.duplicateColumn': {
    en_US: 'Column {{value}} appears more than once',
    zh_CN: '列 {{value}} 重复出现',
    zh_HK: '欄 {{value}} 重複出現',
  },
} as const satisfies Record<string, Localized>;
