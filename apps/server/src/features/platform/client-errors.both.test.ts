import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01']);

const URL = '/api/TextLog/Error';
const report = (app: TestApp, payload: object, token?: string) =>
  app.call({ method: 'POST', url: URL, payload, ...(token ? { token } : {}), headers: { 'user-agent': 'vitest' } });

interface LoggedError {
  user_id: number | null;
  user_name: string;
  url: string;
  error: string;
  user_agent: string;
}
const lastLogged = async () => {
  const rows = await queryRows<LoggedError>(
    t.database.db,
    sql`select user_id, user_name, url, error, user_agent from client_error_logs order by id desc limit 1`,
  );
  return rows[0];
};

const errorJson = JSON.stringify({ message: 'system error3: ETD is empty', status: 500 });

describe('TextLog/Error', () => {
  it('stores an error from a browser that is not signed in, with the name it gives', async () => {
    const res = await report(t, { userName: 'guest', error: errorJson, url: '/ocean_exp/list' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusCode: 200, data: null });
    expect(await lastLogged()).toEqual({
      user_id: null,
      user_name: 'guest',
      url: '/ocean_exp/list',
      error: errorJson,
      user_agent: 'vitest',
    });
  });

  it('takes the user from a valid token over the name in the body', async () => {
    await report(t, { userName: 'someone-else', error: errorJson }, t.tokens.op01);
    const [user] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where account = 'op01'`);
    expect(await lastLogged()).toMatchObject({ user_id: user!.id, user_name: 'op01', url: '' });
  });

  it('still stores the error when the token is no longer valid', async () => {
    const res = await report(t, { userName: 'op01', error: errorJson }, 'expired-or-forged-token');
    expect(res.status).toBe(200);
    expect(await lastLogged()).toMatchObject({ user_id: null, user_name: 'op01' });
  });

  it('takes an error of 20,000 characters and refuses a longer or missing one, naming the field', async () => {
    expect((await report(t, { error: 'x'.repeat(20_000) })).status).toBe(200);
    for (const payload of [{ error: 'x'.repeat(20_001) }, { userName: 'guest' }]) {
      const res = await report(t, payload);
      expect(res.status).toBe(400);
      expect(res.body.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.error']);
    }
    expect((await lastLogged())?.error).toHaveLength(20_000);
  });

  it('limits how often one address may report', async () => {
    // RATE_LIMIT_FACTOR 0.05 turns the route's 60 a minute into 3.
    const strict = await createTestApp({ RATE_LIMIT_FACTOR: '0.05' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await report(strict, { error: errorJson })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await report(strict, { error: errorJson });
      expect(limited.body).toMatchObject({ code: 'http.rateLimited', message: 'System busy, retry later' });
    } finally {
      await strict.close();
    }
  });
});
