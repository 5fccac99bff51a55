import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { vessels } from '../../db/schema';
import { findPage } from './paging';

const t = useTestApp();

const SORT = { columns: { vesselName: vessels.vesselName }, fallback: 'vesselName' as const, id: vessels.id };
const rows = () => t.database.db.select({ name: vessels.vesselName }).from(vessels).$dynamic();

describe('findPage', () => {
  it('answers a page with the total of every match', async () => {
    const page = await findPage(rows(), Promise.resolve([{ count: 300 }]), { page: 2, pageSize: 5 }, SORT);
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBe(300);
  });

  it('does not run the count when no total is wanted (an export reading every page)', async () => {
    let counted = false;
    // biome-ignore lint/suspicious/noThenProperty: a thenable that notes being awaited, as Drizzle's queries run when awaited
    const count = { then: () => (counted = true) } as unknown as Promise<{ count: number }[]>;
    const page = await findPage(rows(), count, { page: 1, pageSize: 5, withoutTotal: true }, SORT);
    expect(page.rows).toHaveLength(5);
    expect(counted).toBe(false);
  });
});
