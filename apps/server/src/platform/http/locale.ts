import { DEFAULT_LOCALE, HEADERS, matchLocale, matchLocaleList, type TLocale } from '@apex/shared';
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
