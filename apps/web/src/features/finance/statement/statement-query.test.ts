import { describe, expect, it } from 'vitest';
import { readStatementQuery, writeStatementQuery } from './statement-query';

describe("the statement's query in the URL", () => {
  it('reads what the route accepts and falls back on what it refuses', () => {
    expect(readStatementQuery(new URLSearchParams('partyId=12&side=AP&asOf=2026-11-30&page=3'))).toEqual({
      partyId: 12,
      side: 'AP',
      asOf: '2026-11-30',
      page: 3,
      pageSize: 20,
    });
    expect(readStatementQuery(new URLSearchParams('partyId=x&side=ZZ&asOf=31.11.2026&pageSize=9999'))).toEqual({
      partyId: undefined,
      side: 'AR',
      asOf: undefined,
      page: 1,
      pageSize: 20,
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const next = writeStatementQuery(new URLSearchParams('titleName=SOA&page=4'), {
      partyId: 7,
      side: 'AR',
      page: 1,
      pageSize: 50,
    });
    expect(next.toString()).toBe('titleName=SOA&partyId=7&pageSize=50');
  });
});
