import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';
import { notifyUsers } from './notifications';

const t = useTestApp(['op01', 'cs01']);
const refused = refusalsOf(t, ['notifications']);

const send = (token: string, method: 'GET' | 'PUT', url: string) => t.call({ method, url: `/api${url}`, token });
const userId = async (account: string) =>
  (await queryRows<{ id: number }>(t.database.db, sql`select id from users where account = ${account}`))[0]!.id;
const unread = async (token: string) => (await send(token, 'GET', '/notifications/unread-count')).body.data.count;

describe('the notification centre', () => {
  it('lists the caller’s own notifications newest first, counts the unread and marks them read', async () => {
    const [op, cs] = [await userId('op01'), await userId('cs01')];
    const before = await unread(t.tokens.op01);
    await t.database.db.transaction(async (tx) => {
      await notifyUsers(tx, [op, cs, op], {
        kind: 'ETA_SLIP',
        titleKey: 'etaSlip',
        params: { jobNo: 'OI-A1', eta: '2026-12-01', days: 2 },
        link: '/oceanimport/indexedit/1',
      });
      await notifyUsers(tx, [op], { kind: 'ETA_SLIP', titleKey: 'etaSlip', params: { jobNo: 'OI-A2' } });
    });
    expect(await unread(t.tokens.op01)).toBe(before + 2);
    const list = (await send(t.tokens.op01, 'GET', '/notifications?pageSize=2')).body.data;
    expect(list.rows.map((n: { params: { jobNo: string } }) => n.params.jobNo)).toEqual(['OI-A2', 'OI-A1']);
    expect(list.rows[1]).toMatchObject({ kind: 'ETA_SLIP', link: '/oceanimport/indexedit/1', readAt: null });

    const read = await send(t.tokens.op01, 'PUT', `/notifications/${list.rows[1].id}/read`);
    expect(read.body.data.readAt).not.toBeNull();
    expect(await unread(t.tokens.op01)).toBe(before + 1);
    const unreadOnly = (await send(t.tokens.op01, 'GET', '/notifications?unread=true')).body.data.rows;
    expect(unreadOnly.map((n: { id: number }) => n.id)).not.toContain(list.rows[1].id);

    const all = await send(t.tokens.op01, 'PUT', '/notifications/read-all');
    expect(all.body.data.count).toBe(before + 1);
    expect(await unread(t.tokens.op01)).toBe(0);
    // cs01's copy is cs01's own: untouched by op01's reading.
    const csRows = (await send(t.tokens.cs01, 'GET', '/notifications?unread=true')).body.data.rows;
    expect(csRows.some((n: { params: { jobNo: string } }) => n.params.jobNo === 'OI-A1')).toBe(true);
  });

  it('answers 404 for another user’s notification and changes nothing', async () => {
    const cs = await userId('cs01');
    await notifyUsers(t.database.db, [cs], { kind: 'ETA_SLIP', titleKey: 'etaSlip', params: { jobNo: 'OI-B1' } });
    const [theirs] = (await send(t.tokens.cs01, 'GET', '/notifications?pageSize=1')).body.data.rows;
    await refused(() => send(t.tokens.op01, 'PUT', `/notifications/${theirs.id}/read`), 404);
    const mine = (await send(t.tokens.op01, 'GET', '/notifications?pageSize=200')).body.data.rows;
    expect(mine.map((n: { id: number }) => n.id)).not.toContain(theirs.id);
  });

  it('refuses a link that leaves the app', async () => {
    await expect(
      notifyUsers(t.database.db, [1], { kind: 'ETA_SLIP', titleKey: 'etaSlip', link: '//evil.example/x' }),
    ).rejects.toThrow();
  });

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/notifications/unread-count' })).status).toBe(401);
  });
});
