import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['op01', 'sales01']);

const URL = '/api/sysSettingInfo/favoriteMenus';
const favorite = (path: string, title = `title of ${path}`) => ({ path, title, icon: 'star', menuName: title });

const save = (token: string, ScMenuInfos: unknown[], headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: URL, token, payload: { ScMenuInfos }, headers });
const load = async (token: string) => (await t.call({ method: 'GET', url: URL, token })).body.data;

describe('sysSettingInfo/favoriteMenus', () => {
  it('saves the favourites in order, answers them, and reads them back', async () => {
    const items = [favorite('/ocean_exp/list'), { path: '/OceanImport/JobList', title: 'Import jobs' }];
    const res = await save(t.tokens.op01, items);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Saved successfully');
    const expected = [items[0], { path: '/OceanImport/JobList', title: 'Import jobs', icon: '', menuName: '' }];
    expect(res.body.data).toEqual(expected);
    expect(await load(t.tokens.op01)).toEqual(expected);
  });

  it('replaces the whole list on each save, including with an empty one', async () => {
    await save(t.tokens.op01, [favorite('/a'), favorite('/b'), favorite('/c')]);
    await save(t.tokens.op01, [favorite('/c'), favorite('/a')]);
    expect((await load(t.tokens.op01)).map((f: { path: string }) => f.path)).toEqual(['/c', '/a']);
    await save(t.tokens.op01, []);
    expect(await load(t.tokens.op01)).toEqual([]);
  });

  it('says 保存成功 in Chinese (spec §8 Shell)', async () => {
    const res = await save(t.tokens.op01, [favorite('/home/index')], { 'x-language': 'zh_CN' });
    expect(res.body.message).toBe('保存成功');
  });

  it('keeps each user’s favourites apart', async () => {
    await save(t.tokens.op01, [favorite('/ocean_exp/list')]);
    await save(t.tokens.sales01, [favorite('/customer_order/order_list'), favorite('/home/index')]);
    expect((await load(t.tokens.op01)).map((f: { path: string }) => f.path)).toEqual(['/ocean_exp/list']);
    expect(await load(t.tokens.sales01)).toHaveLength(2);
  });

  it('ends two saves at once with one of the lists whole, not a mixture', async () => {
    const first = [favorite('/1a'), favorite('/1b'), favorite('/1c')];
    const second = [favorite('/2a'), favorite('/2b')];
    const answers = await Promise.all([save(t.tokens.op01, first), save(t.tokens.op01, second)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect([first, second]).toContainEqual(await load(t.tokens.op01));
  });

  it('names each invalid field and keeps the saved list', async () => {
    await save(t.tokens.op01, [favorite('/kept')]);
    const fieldsOf = (res: { body: { data: { issues: { field: string }[] } } }) =>
      res.body.data.issues.map((i) => i.field);
    const malformed = await save(t.tokens.op01, [favorite('/x'), favorite('relative'), { path: '/y' }]);
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('validation.invalid');
    expect(fieldsOf(malformed)).toEqual(['body.ScMenuInfos[1].path', 'body.ScMenuInfos[2].title']);
    const missing = await t.call({ method: 'POST', url: URL, token: t.tokens.op01, payload: {} });
    expect(fieldsOf(missing)).toEqual(['body.ScMenuInfos']);
    expect((await load(t.tokens.op01)).map((f: { path: string }) => f.path)).toEqual(['/kept']);
  });

  it('refuses a route that is already a favourite, naming the repeat', async () => {
    const res = await save(t.tokens.op01, [favorite('/x'), favorite('/y'), favorite('/x')], { 'x-language': 'zh_CN' });
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([{ field: 'body.ScMenuInfos[2].path', message: '/x 已在收藏中' }]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call({ method: 'GET', url: URL })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: URL, payload: { ScMenuInfos: [] } })).status).toBe(401);
  });
});
