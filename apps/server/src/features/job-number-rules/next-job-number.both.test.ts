import type { TJobType } from '@apex/shared/jobs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { TEST_DB } from '../../../test/test-database';
import { jobNumberRules, offices } from '../../db/schema';
import { nextJobNumber } from './next-job-number';

const t = useTestApp();

async function officeId(code: string) {
  const [row] = await t.database.db.select({ id: offices.id }).from(offices).where(eq(offices.officeCode, code));
  return row!.id;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const take = async (office: string, jobType: TJobType, date: string) => {
  const id = await officeId(office);
  return t.database.db.transaction((tx) => nextJobNumber(tx, id, jobType, date));
};

describe('nextJobNumber', () => {
  it(`gives 100 parallel callers 100 distinct numbers (${TEST_DB})`, async () => {
    const id = await officeId('SZX');
    // Each caller holds its transaction open a moment after taking its number, so on PostgreSQL
    // the pool's connections really overlap and wait on the counter row.
    const numbers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.database.db.transaction(async (tx) => {
          // A month no demo job is numbered in (they are numbered around today).
          const jobNo = await nextJobNumber(tx, id, 'OE', '2099-03-22');
          await sleep(2);
          return jobNo;
        }),
      ),
    );
    expect(new Set(numbers).size).toBe(100);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 100 }, (_, i) => `SZXOE9903${String(i + 1).padStart(4, '0')}`),
    );
  });
  it('leaves a gap, never a repeat, when the saving transaction rolls back', async () => {
    const id = await officeId('NGB');
    await expect(
      t.database.db.transaction(async (tx) => {
        await nextJobNumber(tx, id, 'OE', '2026-05-01');
        throw new Error('the job could not be saved');
      }),
    ).rejects.toThrow('the job could not be saved');
    // The counter row's increment rolled back with the job: nothing was given, the next is 0001 again.
    expect(await take('NGB', 'OE', '2026-05-01')).toBe('NGBOE26050001');
    expect(await take('NGB', 'OE', '2026-05-31')).toBe('NGBOE26050002');
  });
  it('restarts the sequence each period of the rule', async () => {
    expect(await take('SHA', 'OI', '2026-12-31')).toBe('SHAOI26120001');
    expect(await take('SHA', 'OI', '2027-01-01')).toBe('SHAOI27010001');
    expect(await take('SHA', 'OI', '2026-12-31')).toBe('SHAOI26120002');
  });
  it('says spec §8’s "no auto-code rule" and "no job no prefix"', async () => {
    const hkg = await officeId('HKG');
    await t.database.db.delete(jobNumberRules).where(eq(jobNumberRules.officeId, hkg));
    await expect(take('HKG', 'OE', '2026-11-22')).rejects.toMatchObject({ messageCode: 'jobNo.noRule' });
    const ngb = await officeId('NGB');
    await t.database.db.update(jobNumberRules).set({ prefix: '' }).where(eq(jobNumberRules.officeId, ngb));
    await expect(take('NGB', 'OI', '2026-11-22')).rejects.toMatchObject({ messageCode: 'jobNo.noPrefix' });
  });
});
