import type { Localized } from '../../i18n/locales';

/** Messages of the HTTP platform: validation, transport errors, generic record rules. */
export const PLATFORM_MESSAGES = {
  'validation.invalid': {
    en_US: 'Data invalid, please check: {{details}}',
    zh_CN: '数据无效，请检查：{{details}}',
    zh_HK: '數據無效，請檢查：{{details}}',
  },
  'validation.unstorableText': {
    en_US: 'Text cannot contain the NUL character (U+0000) or unpaired surrogate characters',
    zh_CN: '文本不能包含 NUL 字符（U+0000）或不成对的代理字符',
    zh_HK: '文字不能包含 NUL 字元（U+0000）或不成對的代理字元',
  },
  'http.notFound': {
    en_US: 'No such API: {{method}} {{url}}',
    zh_CN: '接口不存在：{{method}} {{url}}',
    zh_HK: '接口不存在：{{method}} {{url}}',
  },
  'http.badUrl': {
    en_US: 'The address {{url}} is malformed or too long',
    zh_CN: '地址 {{url}} 格式错误或过长',
    zh_HK: '地址 {{url}} 格式錯誤或過長',
  },
  'http.malformedJson': {
    en_US: 'The request body is not valid JSON',
    zh_CN: '请求内容不是有效的 JSON',
    zh_HK: '請求內容不是有效的 JSON',
  },
  'http.unsupportedMediaType': {
    en_US: 'Unsupported content type: {{type}}',
    zh_CN: '不支持的内容类型：{{type}}',
    zh_HK: '不支援的內容類型：{{type}}',
  },
  'http.payloadTooLarge': {
    en_US: 'The request is too large',
    zh_CN: '请求内容过大',
    zh_HK: '請求內容過大',
  },
  'http.rateLimited': {
    en_US: 'System busy, retry later',
    zh_CN: '系统繁忙，请稍后再试',
    zh_HK: '系統繁忙，請稍後再試',
  },
  'http.databaseUnavailable': {
    en_US: 'The database is not answering; please retry in a moment',
    zh_CN: '数据库暂时无法访问，请稍后再试',
    zh_HK: '數據庫暫時無法訪問，請稍後再試',
  },
  'http.internal': {
    en_US: 'System error, please retry later (request {{requestId}})',
    zh_CN: '系统错误，请稍后再试（请求 {{requestId}}）',
    zh_HK: '系統錯誤，請稍後再試（請求 {{requestId}}）',
  },
  'record.notFound': {
    en_US: '{{entity}} {{key}} does not exist',
    zh_CN: '{{entity}} {{key}} 不存在',
    zh_HK: '{{entity}} {{key}} 不存在',
  },
  'record.duplicate': {
    en_US: '{{entity}} {{key}} already exists',
    zh_CN: '{{entity}} {{key}} 已存在',
    zh_HK: '{{entity}} {{key}} 已存在',
  },
  'record.stale': {
    en_US: 'This record was changed by {{by}} at {{at}} after you opened it; reload it and apply your change again',
    zh_CN: '您打开此记录后，{{by}} 于 {{at}} 修改了它；请重新加载后再修改',
    zh_HK: '您打開此記錄後，{{by}} 於 {{at}} 修改了它；請重新載入後再修改',
  },
  'record.inUse': {
    en_US: '{{entity}} {{key}} is still in use ({{by}}: {{count}}) and cannot be deleted',
    zh_CN: '{{entity}} {{key}} 仍被 {{count}} 个{{by}}使用，不能删除',
    zh_HK: '{{entity}} {{key}} 仍被 {{count}} 個{{by}}使用，不能刪除',
  },
} as const satisfies Record<string, Localized>;
