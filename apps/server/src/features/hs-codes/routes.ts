import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { findHsCodePage, searchHsCodes } from './queries';

/** HS codes (read-only reference data): the paged list and the picker's search. */
export function registerHsCodeRoutes(app: FastifyInstance, { db }: ServiceContext) {
  implement(app, API.hsCodes.list, ({ query }) => findHsCodePage(db, query));
  implement(app, API.hsCodes.search, ({ query }) => searchHsCodes(db, query.q, query.limit));
}
