import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithPermissions, userInput } from '../../../test/admin-factories';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp();

const create = (payload: object, token = t.admin) => t.call({ method: 'POST', url: '/api/sys/users', token, payload });
const issuesOf = (body: { data: { issues: unknown[] } }) => body.data.issues;
const expectRefused = (payload: object, status: number, token = t.admin) =>
  refusalsOf(t)(() => create(payload, token), status);

describe('POST /sys/users', () => {
  it('creates a user who must change the initial password, stored as an argon2 hash', async () => {
    const res = await create(
      userInput({ account: ' Sun.Li ', name: '  Sun Li  ', officeCodes: ['sha', 'ngb', 'SHA'] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      account: 'sun.li',
      name: 'Sun Li',
      officeCodes: ['NGB', 'SHA'],
      roleCodes: ['OPERATOR'],
      status: 'active',
      mustChangePassword: true,
      updatedBy: 'admin',
    });
    const [row] = await queryRows<{ password_hash: string }>(
      t.database.db,
      sql`select password_hash from users where account = 'sun.li'`,
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await auditActionsOf(t, 'user', res.body.data.id)).toEqual(['user.created']);
  });

  it('refuses an account that exists, in any case', async () => {
    const body = await expectRefused(userInput({ account: 'OP01' }), 409);
    expect(body).toMatchObject({ code: 'record.duplicate', message: 'User op01 already exists' });
  });

  it('names an office, role or company that does not exist', async () => {
    const office = await expectRefused(userInput({ officeCodes: ['SHA', 'XXX'] }), 400);
    expect(issuesOf(office)).toEqual([{ field: 'body.officeCodes[1]', message: 'Office XXX does not exist' }]);
    const role = await expectRefused(userInput({ roleCodes: ['OPERATOR', 'PILOT'] }), 400);
    expect(issuesOf(role)).toEqual([{ field: 'body.roleCodes[1]', message: 'Role PILOT does not exist' }]);
    const company = await expectRefused(userInput({ companyCode: 'ACME' }), 400);
    expect(issuesOf(company)).toEqual([{ field: 'body.companyCode', message: 'Company ACME does not exist' }]);
  });

  it('needs the default office among the user’s offices', async () => {
    const body = await expectRefused(userInput({ defaultOfficeCode: 'HKG', officeCodes: ['SHA'] }), 400);
    expect(issuesOf(body)).toEqual([
      { field: 'body.defaultOfficeCode', message: 'The default office must be one of the user’s offices' },
    ]);
  });

  it('holds the initial password to the spec §5 policy', async () => {
    const short = await expectRefused(userInput({ initialPassword: 'Ab#1' }), 400);
    expect(issuesOf(short)).toEqual([
      { field: 'body.initialPassword', message: 'The password needs at least 8 characters' },
    ]);
    const classes = await expectRefused(userInput({ initialPassword: 'lowercase1' }), 400);
    expect(issuesOf(classes)).toMatchObject([{ field: 'body.initialPassword' }]);
  });

  it('is refused to a user without the permission', async () => {
    const body = await expectRefused(userInput(), 403, await t.signIn('op01'));
    expect(body.message).toBe('no permission to use the function');
  });

  it('lets only an administrator grant the administrator role', async () => {
    const manager = await signInWithPermissions(t, ['/sysUser/list', '/sysUser/edit']);
    expect((await create(userInput({ roleCodes: [] }), manager.token)).status).toBe(200);
    const body = await expectRefused(userInput({ roleCodes: ['ADMIN'] }), 403, manager.token);
    expect(body.code).toBe('user.adminOnly');
  });

  it('rolls everything back when the operation-log row cannot be written', async () => {
    const restore = await failAuditOf(t, 'user.created');
    await expectRefused(userInput(), 500).finally(restore);
  });
});
