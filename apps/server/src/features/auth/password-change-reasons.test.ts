import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { hashPassword } from '../../platform/auth/passwords';

const t = useTestApp();

const login = (username: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/WHSSOLogin', payload: { username, password, code: '', uuid: '', type: 2 } });
const currentUser = (token: string) => t.call({ method: 'GET', url: '/api/auth/GetCurrentUser', token });

describe('sign-in that forces a password change (spec §8)', () => {
  it('says a password weaker than the spec §5 policy must change, and holds the session to that', async () => {
    // Passwords set before the policy existed can be weak; sign-in is where the server sees them.
    const weak = await hashPassword('warehouse');
    await t.database.db.execute(sql`update users set password_hash = ${weak} where account = 'wh01'`);
    const res = await login('wh01', 'warehouse');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 'auth.passwordChange.weak',
      message: 'Your password is weak: please change it',
    });
    const user = await currentUser(res.body.data);
    expect(user.body.data).toMatchObject({ passwordChangeReason: 'weak', menulist: [] });
    const refused = await t.call({
      method: 'GET',
      url: '/api/auth/ChangeSystemOffice?officeCode=SZX',
      token: res.body.data,
    });
    expect(refused.body.code).toBe('auth.passwordChange.required');
  });

  it('says a password older than PASSWORD_MAX_AGE_DAYS must change', async () => {
    const days = t.config.passwordMaxAgeDays;
    await t.database.db.execute(
      sql`update users set password_changed_at = now() - make_interval(days => ${days + 1}) where account = 'cs01'`,
    );
    const res = await login('cs01', 'Demo@2026!');
    expect(res.body).toMatchObject({
      code: 'auth.passwordChange.expired',
      message: `Your password is older than ${days} days: please change it`,
    });
    expect((await currentUser(res.body.data)).body.data.passwordChangeReason).toBe('expired');
  });

  it('lets a password younger than that through', async () => {
    const days = t.config.passwordMaxAgeDays;
    await t.database.db.execute(
      sql`update users set password_changed_at = now() - make_interval(days => ${days - 1}) where account = 'fin01'`,
    );
    const res = await login('fin01', 'Demo@2026!');
    expect(res.body.code).toBeUndefined();
    expect((await currentUser(res.body.data)).body.data.passwordChangeReason).toBeNull();
  });
});
