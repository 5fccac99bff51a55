import { describe, expect, it } from 'vitest';
import { signInWithPermissions } from '../../../test/admin-factories';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['op01', 'sales01']);
const refused = refusalsOf(t);

type Task = { id: number; title: string; status: string; dueDate: string | null; jobNo: string; version: number };

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });

async function createTask(token: string, body: object) {
  const res = await send(token, 'POST', '/tasks', body);
  expect(res.status).toBe(200);
  return res.body.data as Task;
}

const titles = async (token: string, query = '') =>
  (await send(token, 'GET', `/tasks?${query}`)).body.data.rows.map((r: Task) => r.title);

const form = ({ title, dueDate, jobNo, status }: Task) => ({ title, dueDate, jobNo, status, notes: '' });

describe('the signed-in user’s tasks', () => {
  it('adds tasks, trimmed and with the job no upper-cased, and lists open, done and overdue ones', async () => {
    const op = t.tokens.op01;
    const late = await createTask(op, { title: '  Chase the B/L draft  ', dueDate: '2020-01-31', jobNo: ' oe2401 ' });
    expect(late).toMatchObject({ title: 'Chase the B/L draft', jobNo: 'OE2401', status: 'open', version: 1 });
    await createTask(op, { title: 'Book the truck', dueDate: '2999-12-31' });
    await createTask(op, { title: 'Call the consignee' });
    expect(await titles(op)).toEqual(['Chase the B/L draft', 'Book the truck', 'Call the consignee']);
    expect(await titles(op, 'overdue=true')).toEqual(['Chase the B/L draft']);
    expect(await titles(op, 'keyword=oe2401')).toEqual(['Chase the B/L draft']);
    expect(await titles(op, 'overdue=false')).toEqual(['Book the truck', 'Call the consignee']);

    const done = await send(op, 'PUT', `/tasks/${late.id}/status`, { version: 1, status: 'done' });
    expect(done.body.data).toMatchObject({ status: 'done', version: 2 });
    expect(await titles(op, 'status=done')).toEqual(['Chase the B/L draft']);
    expect(await titles(op, 'overdue=true')).toEqual([]);
    expect(await auditActionsOf(t, 'task', late.id)).toEqual(['task.created', 'task.updated']);
  });

  it('shows nobody another user’s tasks: 404 on read, change and delete, not in the list', async () => {
    const mine = await createTask(t.tokens.op01, { title: 'Private to op01' });
    const sales = t.tokens.sales01;
    expect(await titles(sales)).not.toContain('Private to op01');
    expect(await titles(t.admin)).not.toContain('Private to op01');
    await refused(() => send(sales, 'GET', `/tasks/${mine.id}`), 404);
    await refused(() => send(sales, 'PUT', `/tasks/${mine.id}`, { ...form(mine), version: 1, title: 'Mine now' }), 404);
    await refused(() => send(sales, 'PUT', `/tasks/${mine.id}/status`, { version: 1, status: 'done' }), 404);
    await refused(() => send(sales, 'DELETE', `/tasks/${mine.id}?version=1`), 404);
    expect((await send(t.tokens.op01, 'GET', `/tasks/${mine.id}`)).body.data.title).toBe('Private to op01');
  });

  it('refuses an empty title, a date that is not a day, and a job no with spaces', async () => {
    const body = await refused(
      () => send(t.tokens.op01, 'POST', '/tasks', { title: '  ', dueDate: '31/12/2026', jobNo: 'OE 1' }),
      400,
    );
    expect(body.data.issues.map((i: { field: string }) => i.field).sort()).toEqual([
      'body.dueDate',
      'body.jobNo',
      'body.title',
    ]);
  });

  it('refuses a stale version, and rolls back when the log row cannot be written', async () => {
    const op = t.tokens.op01;
    const task = await createTask(op, { title: 'Stale test' });
    await send(op, 'PUT', `/tasks/${task.id}`, { ...form(task), version: 1, title: 'Renamed' });
    const stale = await refused(() => send(op, 'PUT', `/tasks/${task.id}`, { ...form(task), version: 1 }), 409);
    expect(stale.code).toBe('record.stale');
    await refused(() => send(op, 'DELETE', `/tasks/${task.id}?version=1`), 409);
    const restore = await failAuditOf(t, 'task.deleted');
    await refused(() => send(op, 'DELETE', `/tasks/${task.id}?version=2`), 500).finally(restore);
    expect((await send(op, 'DELETE', `/tasks/${task.id}?version=2`)).status).toBe(200);
    expect(await auditActionsOf(t, 'task', task.id)).toEqual(['task.created', 'task.updated', 'task.deleted']);
  });

  it('is refused to a user whose roles do not grant the to-do list', async () => {
    const { token } = await signInWithPermissions(t, ['/carrier/list']);
    const body = await refused(() => send(token, 'POST', '/tasks', { title: 'Not allowed' }), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});
