import { API } from '@apex/shared';
import { describe, expect, it } from 'vitest';
import { isStaleAfter, routeQueryKey } from './route-query-key';

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

describe('a write reloads the lists it belongs to (issue 16: a kept-alive list missed a saved job)', () => {
  const list = routeQueryKey(API.jobs.OE.list.list, firstPage);

  it('reloads the job list after a job is created, saved, deleted, copied or its containers saved', () => {
    const card = API.jobs.OE.card;
    for (const written of [card.create, card.update, card.remove, card.changeMode, API.jobs.OE.list.copy])
      expect(isStaleAfter(written, list), written.path).toBe(true);
    expect(isStaleAfter(API.jobs.OE.list.batchUpdate, list)).toBe(true);
    expect(isStaleAfter(API.jobs.OE.cargo.saveContainers, list)).toBe(true);
  });

  it('leaves the other job type, other lists and calls not keyed by route alone', () => {
    expect(isStaleAfter(API.jobs.OI.card.update, list)).toBe(false);
    expect(isStaleAfter(API.ports.update, routeQueryKey(API.countries.list, firstPage))).toBe(false);
    expect(isStaleAfter(API.ports.update, routeQueryKey(API.ports.list, firstPage))).toBe(true);
    expect(isStaleAfter(API.jobs.OE.card.update, ['jobs', 'OE', 1])).toBe(false);
  });
});
