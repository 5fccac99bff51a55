import { API } from '@apex/shared';
import { describe, expect, it } from 'vitest';
import { routeQueryKey } from './route-query-key';

const firstPage = { page: 1, pageSize: 20 };

describe('cache keys derived from the route (issue 16: Countries showed port rows)', () => {
  it('differ for two lists under one tag with the same query', () => {
    expect(API.countries.list.tag).toBe(API.ports.list.tag);
    expect(routeQueryKey(API.countries.list, firstPage)).not.toEqual(routeQueryKey(API.ports.list, firstPage));
  });

  it('differ for the two job types of one list', () => {
    expect(routeQueryKey(API.jobs.OE.list.list, firstPage)).not.toEqual(
      routeQueryKey(API.jobs.OI.list.list, firstPage),
    );
  });

  it('start with the tag, so that a save invalidating the feature reloads its lists', () => {
    expect(routeQueryKey(API.ports.list, firstPage)[0]).toBe(API.ports.list.tag);
  });

  it('follow the query', () => {
    expect(routeQueryKey(API.ports.list, firstPage)).toEqual(routeQueryKey(API.ports.list, { ...firstPage }));
    expect(routeQueryKey(API.ports.list, firstPage)).not.toEqual(
      routeQueryKey(API.ports.list, { ...firstPage, page: 2 }),
    );
  });
});
