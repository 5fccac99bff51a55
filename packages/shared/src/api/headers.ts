/** spec §7: request headers the client sends with every authenticated call (see docs/api.md). */
export const HEADERS = {
  authorization: 'authorization',
  dbCode: 'x-db-code',
  officeCode: 'x-change-office-code',
  language: 'x-language',
  requestId: 'x-request-id',
  /** The browser's IANA zone: a workbook's times are written as its wall clock (spec §9: shown local). */
  timeZone: 'x-time-zone',
} as const;

/** spec §7: fields the client adds to every POST body. */
export const CLIENT_BODY_FIELDS = ['targetDbCode', 'userName', 'langType'] as const;

export const API_PREFIX = '/api';
