import { ZStatementQuery } from '@apex/shared/finance';

/** The statement's query as the URL holds it; a party is needed before anything is asked. */
interface StatementQuery {
  partyId?: number;
  side: 'AR' | 'AP';
  asOf?: string;
  page: number;
  pageSize: number;
}

const DEFAULTS = { side: 'AR', page: 1, pageSize: 20 } as const;

/**
 * Reads the query string field by field with the route's own schema, so what the URL carries is
 * what the server accepts; a value it refuses falls back to the default (an old link still opens).
 */
export function readStatementQuery(search: URLSearchParams): StatementQuery {
  const shape = ZStatementQuery.shape;
  const read = <K extends keyof StatementQuery>(key: K & keyof typeof shape, fallback: StatementQuery[K]) => {
    const raw = search.get(key);
    const parsed = raw === null ? undefined : shape[key].safeParse(raw);
    return (parsed?.success ? parsed.data : fallback) as StatementQuery[K];
  };
  return {
    partyId: read('partyId', undefined),
    side: read('side', DEFAULTS.side),
    asOf: read('asOf', undefined),
    page: read('page', DEFAULTS.page),
    pageSize: read('pageSize', DEFAULTS.pageSize),
  };
}

/** The query string with the statement's fields replaced; other parameters (titleName) stay. */
export function writeStatementQuery(search: URLSearchParams, query: StatementQuery): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['partyId', 'side', 'asOf', 'page', 'pageSize']) next.delete(key);
  if (query.partyId !== undefined) next.set('partyId', String(query.partyId));
  if (query.side !== DEFAULTS.side) next.set('side', query.side);
  if (query.asOf) next.set('asOf', query.asOf);
  if (query.page !== DEFAULTS.page) next.set('page', String(query.page));
  if (query.pageSize !== DEFAULTS.pageSize) next.set('pageSize', String(query.pageSize));
  return next;
}
