import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

describe('GET /ocean-export/jobs/people and /ocean-import/jobs/people', () => {
  it('finds enabled users by account or name, accounts starting with the keyword first', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/ocean-export/jobs/people?keyword=op0&limit=5',
      token: t.admin,
    });
    expect(res.status).toBe(200);
    const accounts = res.body.data.map((p: { code: string }) => p.code);
    expect(accounts[0]).toBe('op01');
    expect(res.body.data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(accounts.length).toBeLessThanOrEqual(5);
  });

  it('lets an operator search, who may not administer users', async () => {
    const operator = await t.session('op01');
    const res = await t.call({ method: 'GET', url: '/api/ocean-import/jobs/people?keyword=sales', token: operator });
    expect(res.status).toBe(200);
    expect(res.body.data.some((p: { code: string }) => p.code === 'sales01')).toBe(true);
  });

  it('takes % and _ literally and refuses a limit above 50', async () => {
    const literal = await t.call({ method: 'GET', url: '/api/ocean-export/jobs/people?keyword=%25', token: t.admin });
    expect(literal.body.data).toEqual([]);
    const tooMany = await t.call({ method: 'GET', url: '/api/ocean-export/jobs/people?limit=51', token: t.admin });
    expect(tooMany.status).toBe(400);
  });
});
