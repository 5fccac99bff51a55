import type { RouteDef } from '@apex/shared';
import { DEMO_ACCOUNT_BY_ROLE } from '@apex/shared/demo';
import {
  ADMIN_ROLE,
  PERMISSIONS,
  type PermissionDef,
  SYSTEM_ROLES,
  type TPermission,
  type TSystemRole,
} from '@apex/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionState } from '../sessions';
import { createTestApp, type TestApp } from '../test-app';
import { registeredContracts, requestOf, routeLabel } from './contracts';

type Verdict = 'allowed' | 'notLoggedIn' | 'passwordChangeRequired' | 'forbidden';

/**
 * Who calls: no token, a token of a session that ended, the administrator's token in the query or
 * with a password to change first, or a role.
 */
interface Caller {
  name: string;
  state?: SessionState;
  role?: TSystemRole;
  tokenInQuery?: boolean;
}

// Sessions that ended belong to the administrator, so that a bypass would hand out the most.
const CALLERS: Caller[] = [
  { name: 'anon' },
  { name: 'expired', state: 'expired' },
  { name: 'idle', state: 'idle' },
  { name: 'revoked', state: 'revoked' },
  { name: '?token', state: 'live', role: ADMIN_ROLE, tokenInQuery: true },
  { name: 'pwChange', state: 'passwordChange', role: ADMIN_ROLE },
  ...SYSTEM_ROLES.map((role) => ({ name: role, state: 'live' as const, role })),
];

/** The registry's grants are what a new database gives each role; the administrator holds everything. */
function holds(role: TSystemRole, permission: TPermission) {
  const def: PermissionDef = PERMISSIONS[permission];
  return role === ADMIN_ROLE || def.defaultRoles.includes(role);
}

/** What the route's declared access says this caller gets. */
function expected(route: RouteDef, caller: Caller): Verdict {
  if (route.access.kind === 'public') return 'allowed';
  if (!caller.role || (caller.tokenInQuery && !route.tokenInQuery)) return 'notLoggedIn';
  if (caller.state === 'passwordChange' && !route.duringPasswordChange) return 'passwordChangeRequired';
  if (route.access.kind === 'authenticated') return 'allowed';
  const { permission, also } = route.access;
  return holds(caller.role, permission) && (!also || holds(caller.role, also)) ? 'allowed' : 'forbidden';
}

/**
 * What the server did: any answer but 401 and 403 means the call got past the access check. A public
 * route with a credential of its own (a carrier's callback signature) answers 401 in its own code
 * once past the access check.
 */
function verdictOf(route: RouteDef, status: number, code: string | undefined): Verdict | string {
  if (status === 401 && route.access.kind === 'public' && code !== 'auth.notLoggedIn') return 'allowed';
  if (status === 401) return code === 'auth.notLoggedIn' ? 'notLoggedIn' : `401 ${code}`;
  if (status === 403 && code === 'auth.passwordChange.required') return 'passwordChangeRequired';
  if (status === 403) return code === 'auth.forbidden' ? 'forbidden' : `403 ${code}`;
  return 'allowed';
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A caller's session for the reads that leave sessions as they are: made once, not once a route. */
const kept = new Map<string, Promise<string>>();

/** A session of the caller's: its own for a write or a GET that moves sessions (logout), else kept. */
function sessionFor(route: RouteDef, caller: Caller) {
  const account = DEMO_ACCOUNT_BY_ROLE[caller.role ?? ADMIN_ROLE];
  const state = caller.state!;
  if (route.method !== 'GET' || route.changesSession) return t.session(account, state);
  let session = kept.get(caller.name);
  if (!session) {
    session = t.session(account, state);
    kept.set(caller.name, session);
  }
  return session;
}

async function call(route: RouteDef, caller: Caller) {
  const token = caller.state ? await sessionFor(route, caller) : undefined;
  if (caller.tokenInQuery) return t.call(requestOf(route, { query: { token } }));
  return t.call({ ...requestOf(route), token });
}

function table(rows: { label: string; cells: string[] }[]) {
  const first = Math.max(...rows.map((r) => r.label.length));
  const widths = CALLERS.map((c) => Math.max(c.name.length, 4));
  const line = (label: string, cells: string[]) =>
    [label.padEnd(first), ...cells.map((cell, i) => cell.padEnd(widths[i]!))].join(' ');
  return [
    line(
      '',
      CALLERS.map((c) => c.name),
    ),
    ...rows.map((r) => line(r.label, r.cells)),
  ].join('\n');
}

/**
 * Every registered route, called by every kind of caller with a session of its own (so that logout
 * and the like disturb nothing), must answer as its declared access says. The table shows each
 * answer's status; `!` marks one that contradicts the declaration.
 */
describe('access matrix', () => {
  it('lets through exactly the callers each route declares, and no other', async () => {
    const rows: { label: string; cells: string[] }[] = [];
    const violations: string[] = [];
    for (const route of registeredContracts(t)) {
      const cells: string[] = [];
      for (const caller of CALLERS) {
        const res = await call(route, caller);
        const want = expected(route, caller);
        const got = verdictOf(route, res.status, res.body.code);
        if (got !== want) violations.push(`${routeLabel(route)} as ${caller.name}: expected ${want}, got ${got}`);
        cells.push(`${res.status}${got === want ? '' : '!'}`);
      }
      rows.push({ label: routeLabel(route), cells });
    }
    expect(violations, `\n${table(rows)}\n`).toEqual([]);
    // Every route by every caller, one after the other (about 2,500 calls with issue 20's routes):
    // half a minute on an idle 2-CPU machine, more under load.
  }, 180_000);
});
