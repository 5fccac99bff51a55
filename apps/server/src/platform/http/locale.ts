import { DEFAULT_LOCALE, HEADERS, matchLocale, matchLocaleList, type TLocale } from '@apex/shared';
import { isTimeZone } from '@apex/shared/format';
import type { FastifyRequest } from 'fastify';

/** spec §7: the language header wins, then the browser's Accept-Language, else en_US. */
export function requestLocale(req: FastifyRequest): TLocale {
  const header = req.headers[HEADERS.language];
  return (
    matchLocale(typeof header === 'string' ? header : undefined) ??
    matchLocaleList(req.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}

/** The browser's zone (spec §9: times shown local), UTC when it sent none or one the runtime does not know. */
export function requestTimeZone(req: FastifyRequest): string {
  const header = req.headers[HEADERS.timeZone];
  return typeof header === 'string' && isTimeZone(header) ? header : 'UTC';
}

/** Who reads a file the server writes: its labels' language and the zone its times are shown in. */
export interface FileReader {
  locale: TLocale;
  timeZone: string;
}

export const readerOf = (req: FastifyRequest): FileReader => ({ locale: req.locale, timeZone: requestTimeZone(req) });
