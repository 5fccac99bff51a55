import { describe, expect, it } from 'vitest';
import { sql } from '../src/db/client';
import { refusalsOf } from './db-state';
import { useTestApp } from './test-app';

const t = useTestApp();
const refused = refusalsOf(t);

describe('refusalsOf', () => {
  it('takes the touch of a session that was idle for its 30 s as no change', async () => {
    // As after half a minute of a long test file: the refused call below touches the session.
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '1 minute'`);
    const body = await refused(() => t.call({ method: 'GET', url: '/api/sys/offices/999999', token: t.admin }), 404);
    expect(body.code).toBe('record.notFound');
  });
});
