import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';
import { exportedSheet } from '../../../test/workbook';

const t = useTestApp(['op01']);

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

type News = { id: number; title: string; content: string; sort: number; version: number };

async function createNews(over: object = {}): Promise<News> {
  const res = await send('POST', '/api/sys/home/news', { title: '  Rates up  ', content: '<p>From May</p>', ...over });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('news', () => {
  it('creates, updates and lists an item, trimmed, with its audit trail', async () => {
    const item = await createNews({ sort: 5 });
    expect(item).toMatchObject({ title: 'Rates up', content: '<p>From May</p>', sort: 5, version: 1 });
    const res = await send('PUT', `/api/sys/home/news/${item.id}`, {
      version: 1,
      title: 'Rates down',
      content: '<h3>Now</h3><ul><li><strong>bold</strong> <em>it</em> <u>u</u></li></ul><ol><li>x</li></ol>',
      sort: -1,
    });
    expect(res.body.data).toMatchObject({
      title: 'Rates down',
      content: '<h3>Now</h3><ul><li><strong>bold</strong> <em>it</em> <u>u</u></li></ul><ol><li>x</li></ol>',
      sort: -1,
      version: 2,
    });
    const list = await send('GET', '/api/sys/home/news?keyword=rates%20down');
    expect(list.body.data.rows.map((r: News) => r.id)).toEqual([item.id]);
    expect(await auditActionsOf(t, 'news', item.id)).toEqual(['news.created', 'news.updated']);
  });

  it('is listed by sort order, as the home page shows it, and sorted by title on request', async () => {
    // Sorted before every other item, so the home page's first 20 hold them.
    const b = await createNews({ title: 'B news', sort: -900_002 });
    const a = await createNews({ title: 'A news', sort: -900_001 });
    const c = await createNews({ title: 'C news', sort: -900_003 });
    const ids = (rows: News[]) => rows.map((r) => r.id).filter((id) => [a.id, b.id, c.id].includes(id));
    const bySort = await send('GET', '/api/sys/home/news?sortField=sort&sortOrder=ascend&pageSize=3');
    expect(ids(bySort.body.data.rows)).toEqual([c.id, b.id, a.id]);
    const byTitle = await send('GET', '/api/sys/home/news?keyword=%20news&sortField=title&sortOrder=ascend');
    expect(ids(byTitle.body.data.rows)).toEqual([a.id, b.id, c.id]);
    const home = await send('GET', '/api/home/content');
    expect(ids(home.body.data.news)).toEqual([c.id, b.id, a.id]);
  });

  it('sanitises the content against script injection and keeps formatting and web links', async () => {
    const item = await createNews({
      content:
        '<p onclick="x()"><strong>Port</strong> closed<script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://x.example/">good</a></p>',
    });
    expect(item.content).toBe(
      '<p><strong>Port</strong> closed<a target="_blank" rel="noopener noreferrer">bad</a> ' +
        '<a href="https://x.example/" target="_blank" rel="noopener noreferrer">good</a></p>',
    );
  });

  it('needs a title and a content (spec §5), and content that is only markup is no content', async () => {
    const res = await send('POST', '/api/sys/home/news', { title: ' ', content: '' });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { field: string }) => i.field).sort()).toEqual(['body.content', 'body.title']);
    const scriptOnly = await send('POST', '/api/sys/home/news', { title: 'x', content: '<script>alert(1)</script>' });
    expect(scriptOnly.status).toBe(400);
    expect(scriptOnly.body.data.issues).toEqual([{ field: 'body.content', message: 'A news item needs a content' }]);
  });

  it('refuses a stale version on update and delete, and deletes with the version read', async () => {
    const item = await createNews();
    const updated = await send('PUT', `/api/sys/home/news/${item.id}`, { version: 1, title: 'x', content: 'y' });
    expect(updated.body.data).toMatchObject({ version: 2, sort: 0, content: 'y' });
    const stale = await send('PUT', `/api/sys/home/news/${item.id}`, { version: 1, title: 'z', content: 'z' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('record.stale');
    expect((await send('DELETE', `/api/sys/home/news/${item.id}?version=1`)).body.code).toBe('record.stale');
    expect((await send('DELETE', `/api/sys/home/news/${item.id}?version=2`)).status).toBe(200);
    expect((await send('GET', `/api/sys/home/news/${item.id}`)).status).toBe(404);
    expect(await auditActionsOf(t, 'news', item.id)).toEqual(['news.created', 'news.updated', 'news.deleted']);
  });

  it('is refused to a user without the home-settings permission', async () => {
    const item = await createNews();
    for (const [method, url, body] of [
      ['GET', '/api/sys/home/news'],
      ['POST', '/api/sys/home/news', { title: 'x', content: 'y' }],
      ['PUT', `/api/sys/home/news/${item.id}`, { version: 1, title: 'x', content: 'y' }],
      ['DELETE', `/api/sys/home/news/${item.id}?version=1`],
    ] as const) {
      const res = await send(method, url, body, t.tokens.op01);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('no permission to use the function');
    }
  });

  it('changes nothing when the audit row fails', async () => {
    const item = await createNews();
    for (const action of ['news.created', 'news.updated', 'news.deleted']) {
      const restore = await failAuditOf(t, action);
      try {
        const res =
          action === 'news.created'
            ? await send('POST', '/api/sys/home/news', { title: 'Never stored', content: 'x' })
            : action === 'news.updated'
              ? await send('PUT', `/api/sys/home/news/${item.id}`, { version: 1, title: 'Changed', content: 'x' })
              : await send('DELETE', `/api/sys/home/news/${item.id}?version=1`);
        expect(res.status).toBe(500);
      } finally {
        await restore();
      }
    }
    expect((await send('GET', `/api/sys/home/news/${item.id}`)).body.data).toMatchObject({
      title: 'Rates up',
      version: 1,
    });
    expect((await send('GET', '/api/sys/home/news?keyword=never%20stored')).body.data.total).toBe(0);
  });

  it('exports the list to Excel, headed in the caller’s language', async () => {
    await createNews({ title: 'Exported news', sort: 7 });
    const { values } = await exportedSheet(t, '/api/sys/home/news/export?keyword=exported%20news', 'zh_CN');
    expect(values(1)).toEqual(['排序', '标题', '更新人', '更新时间']);
    expect(values(2).slice(0, 3)).toEqual([7, 'Exported news', 'admin']);
  });
});
