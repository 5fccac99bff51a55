import { API } from '@apex/shared';
import { describe, expect, it } from 'vitest';
import { isStaleAfter } from '../../../kit/list/route-query-key';
import { jobQueryKey } from './job-query-key';

describe('the job’s cached read (the card’s header and general tab)', () => {
  it('is stale after a write to one of its parts, which writes the job’s columns too (issue 19)', () => {
    const jobRead = jobQueryKey('OI', 7);
    for (const written of [API.jobs.OI.customs.create, API.jobs.OI.customs.update, API.jobs.OI.customs.remove])
      expect(isStaleAfter(written, jobRead), written.path).toBe(true);
    expect(isStaleAfter(API.jobs.OI.warehouse.release, jobRead)).toBe(true);
    expect(isStaleAfter(API.jobs.OI.card.update, jobRead)).toBe(true);
  });

  it('is stale after a trucking order’s write, which sets the delivered date of the jobs it serves', () => {
    const jobRead = jobQueryKey('OI', 7);
    const { trucking } = API.jobs.OI;
    for (const written of [trucking.update, trucking.status, trucking.bulkStatus, trucking.delete])
      expect(isStaleAfter(written, jobRead), written.path).toBe(true);
    expect(isStaleAfter(trucking.addAppointment, jobRead)).toBe(false);
  });

  it('is not stale after another job type’s writes', () => {
    expect(isStaleAfter(API.jobs.OE.customs.update, jobQueryKey('OI', 7))).toBe(false);
  });
});
