import type { Localized } from '../../i18n/locales';

/** Messages of the language settings, the operation log and tasks. */
export const SETTINGS_MESSAGES = {
  'uiText.markup': {
    en_US: 'Plain text only: no HTML tags',
    zh_CN: '只能输入纯文本，不能包含 HTML 标签',
    zh_HK: '只能輸入純文字，不能包含 HTML 標籤',
  },
  'uiText.unknownKey': {
    en_US: 'The app has no text {{value}}',
    zh_CN: '应用中没有文本 {{value}}',
    zh_HK: '應用中沒有文字 {{value}}',
  },
  'uiText.placeholders': {
    en_US: 'Keep the placeholders of the built-in text: {{value}}',
    zh_CN: '请保留内置文本中的占位符：{{value}}',
    zh_HK: '請保留內置文字中的佔位符：{{value}}',
  },
} as const satisfies Record<string, Localized>;
