import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp();

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/auth/WHSSOLogin',
    payload: { username, password, code: '', uuid: '', type: 2 },
    headers,
  });

const auditActions = async (account: string) =>
  (
    await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from sys_oper_log where account = ${account} order by id`,
    )
  ).map((r) => r.action);

describe('POST auth/WHSSOLogin', () => {
  it('answers a token for a trimmed, case-insensitive account and logs the sign-in', async () => {
    const res = await login('  OP01 ', 'Demo@2026!');
    expect(res.status).toBe(200);
    expect(res.body.statusCode).toBe(200);
    expect(res.body.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await auditActions('op01')).toContain('auth.signIn');
  });

  it('says the user does not exist', async () => {
    const res = await login('nobody', 'Demo@2026!');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'auth.userNotFound', message: 'user does not exist', data: null });
  });

  it('counts down wrong passwords, locks at the threshold, and stays locked for the right password', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 10; i++) messages.push((await login('sales01', `Wrong#${i}pass`)).body.message);
    expect(messages.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `invalid user or password, ${n} tries remaining`));
    for (const m of messages.slice(4)) expect(m).toMatch(/^Account locked/);
    const right = await login('sales01', 'Demo@2026!');
    expect(right.status).toBe(423);
    expect(right.body.code).toBe('auth.accountLockedFor');
    const actions = await auditActions('sales01');
    expect(actions.filter((a) => a === 'auth.signInFailed')).toHaveLength(11);
    expect(actions.filter((a) => a === 'auth.locked')).toHaveLength(1);
  });

  it('answers in the language of the request', async () => {
    const res = await login('cs01', 'Wrong#pass1', { 'x-language': 'zh_HK' });
    expect(res.body.message).toBe('用戶名或密碼錯誤，還可嘗試 4 次');
  });

  it('names the fields of an invalid body and changes nothing', async () => {
    const before = await auditActions('');
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/WHSSOLogin',
      payload: { username: '   ', password: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.username', 'body.password']);
    expect(await auditActions('')).toEqual(before);
  });
});
