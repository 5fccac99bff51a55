import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf } from '../../../test/db-state';
import { multipartFile } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01']);

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

type Site = { id: number; name: string; link: string; enabled: boolean; logoKey: string | null; version: number };
type Announcement = {
  id: number;
  title: string;
  content: string;
  published: boolean;
  publishedAt: string | null;
  version: number;
};

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function createSite(over: object = {}): Promise<Site> {
  const res = await send('POST', '/api/sys/home/sites', {
    name: '  Test Line  ',
    link: 'https://line.example.com',
    ...over,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function createAnnouncement(over: object = {}): Promise<Announcement> {
  const res = await send('POST', '/api/sys/home/announcements', {
    title: 'Holiday notice',
    content: '<p>Closed</p>',
    ...over,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const uploadLogo = (site: Site, fileName: string, content: Uint8Array, token = t.admin) => {
  const { payload, headers } = multipartFile(fileName, content);
  return t.call({
    method: 'POST',
    url: `/api/sys/home/sites/${site.id}/logo?version=${site.version}`,
    token,
    payload,
    headers,
  });
};

describe('ship-company websites', () => {
  it('creates, updates and lists an entry, trimmed, with its audit trail', async () => {
    const site = await createSite();
    expect(site).toMatchObject({ name: 'Test Line', enabled: true, logoKey: null, version: 1 });
    const res = await send('PUT', `/api/sys/home/sites/${site.id}`, {
      version: 1,
      name: 'Test Line 2',
      link: 'http://x.example',
      enabled: false,
    });
    expect(res.body.data).toMatchObject({ name: 'Test Line 2', enabled: false, version: 2 });
    const list = await send('GET', '/api/sys/home/sites?keyword=test%20line%202&enabled=false');
    expect(list.body.data.rows.map((r: Site) => r.id)).toEqual([site.id]);
    expect(await auditActionsOf(t, 'homeSite', site.id)).toEqual(['homeSite.created', 'homeSite.updated']);
  });

  it('refuses a link that is not a web address', async () => {
    const res = await send('POST', '/api/sys/home/sites', { name: 'Bad', link: 'javascript:alert(1)' });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.link']);
  });

  it('takes a PNG logo checked by content, served on the home page, and refuses anything else', async () => {
    const site = await createSite();
    const res = await uploadLogo(site, 'logo.png', PNG);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: 2 });
    const logo = await t.call({ method: 'GET', url: `/api/home/site-logos/${res.body.data.logoKey}` });
    expect(logo.headers['content-type']).toBe('image/png');

    const svg = await uploadLogo(res.body.data, 'logo.svg', new TextEncoder().encode('<svg onload="alert(1)"/>'));
    expect(svg.body).toMatchObject({ code: 'file.typeNotAllowed' });
    const fake = await uploadLogo(res.body.data, 'logo.png', new TextEncoder().encode('<html>'));
    expect(fake.body).toMatchObject({ code: 'file.contentMismatch' });
    const stale = await uploadLogo(site, 'logo.png', PNG);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('record.stale');
  });

  it('keeps no file a site no longer names: a replaced logo, and the logo of a deleted site', async () => {
    const stored = async (key: string) =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from stored_files where storage_key = ${key}`,
        )
      )[0]!.n;
    const first = (await uploadLogo(await createSite(), 'logo.png', PNG)).body.data;
    const second = (await uploadLogo(first, 'logo.png', PNG)).body.data;
    expect(await stored(first.logoKey)).toBe(0);
    expect(await stored(second.logoKey)).toBe(1);
    const disabled = (
      await send('PUT', `/api/sys/home/sites/${second.id}`, {
        version: second.version,
        name: second.name,
        link: second.link,
        enabled: false,
      })
    ).body.data;
    expect((await send('DELETE', `/api/sys/home/sites/${second.id}?version=${disabled.version}`)).status).toBe(200);
    expect(await stored(second.logoKey)).toBe(0);
  });

  it('must be disabled before it is deleted (spec §4), and deletes with the version read', async () => {
    const site = await createSite();
    const refused = await send('DELETE', `/api/sys/home/sites/${site.id}?version=1`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Ship-company website Test Line is enabled: disable it before deleting it');
    const disabled = (
      await send('PUT', `/api/sys/home/sites/${site.id}`, {
        version: 1,
        name: 'Test Line',
        link: site.link,
        enabled: false,
      })
    ).body.data;
    expect((await send('DELETE', `/api/sys/home/sites/${site.id}?version=1`)).status).toBe(409);
    expect((await send('DELETE', `/api/sys/home/sites/${site.id}?version=${disabled.version}`)).status).toBe(200);
    expect((await send('GET', `/api/sys/home/sites/${site.id}`)).status).toBe(404);
  });

  it('is refused to a user without the home-settings permission', async () => {
    const res = await send('GET', '/api/sys/home/sites', undefined, t.tokens.op01);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('no permission to use the function');
    const site = await createSite();
    expect((await uploadLogo(site, 'logo.png', PNG, t.tokens.op01)).status).toBe(403);
  });

  it('keeps no logo when the audit row fails', async () => {
    const site = await createSite();
    const restore = await failAuditOf(t, 'homeSite.logoReplaced');
    try {
      expect((await uploadLogo(site, 'logo.png', PNG)).status).toBe(500);
    } finally {
      await restore();
    }
    expect((await send('GET', `/api/sys/home/sites/${site.id}`)).body.data).toMatchObject({
      logoKey: null,
      version: 1,
    });
  });
});

describe('announcements', () => {
  it('sanitises the content against script injection and dates a published one', async () => {
    const a = await createAnnouncement({
      content:
        '<p onclick="x()">Port closed<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">more</a></p>',
      published: true,
    });
    expect(a.content).toBe('<p>Port closed<a target="_blank" rel="noopener noreferrer">more</a></p>');
    expect(a.published).toBe(true);
    expect(Date.now() - Date.parse(a.publishedAt!)).toBeLessThan(60_000);
    const home = await send('GET', '/api/home/content');
    expect(home.body.data.announcements.map((x: { id: number }) => x.id)).toContain(a.id);
  });

  it('needs a title and a content (spec §5), and content that is only markup is no content', async () => {
    const res = await send('POST', '/api/sys/home/announcements', { title: ' ', content: '' });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { field: string }) => i.field).sort()).toEqual(['body.content', 'body.title']);
    const scriptOnly = await send('POST', '/api/sys/home/announcements', {
      title: 'x',
      content: '<script>alert(1)</script>',
    });
    expect(scriptOnly.status).toBe(400);
    expect(scriptOnly.body.data.issues).toEqual([
      { field: 'body.content', message: 'An announcement needs a content' },
    ]);
  });

  it('must be unpublished before it is deleted (spec §4); a stale version is refused', async () => {
    const a = await createAnnouncement({ published: true, publishedAt: '2026-01-02T03:04:05Z' });
    expect(a.publishedAt).toBe('2026-01-02T03:04:05.000Z');
    const refused = await send('DELETE', `/api/sys/home/announcements/${a.id}?version=1`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Announcement Holiday notice is published: unpublish it before deleting it');
    const unpublished = await send('PUT', `/api/sys/home/announcements/${a.id}`, {
      version: 1,
      title: a.title,
      content: a.content,
      published: false,
    });
    expect(unpublished.body.data).toMatchObject({ published: false, publishedAt: null, version: 2 });
    const stale = await send('PUT', `/api/sys/home/announcements/${a.id}`, { version: 1, title: 'x', content: 'y' });
    expect(stale.body.code).toBe('record.stale');
    expect((await send('DELETE', `/api/sys/home/announcements/${a.id}?version=2`)).status).toBe(200);
    expect(await auditActionsOf(t, 'announcement', a.id)).toEqual([
      'announcement.created',
      'announcement.updated',
      'announcement.deleted',
    ]);
  });

  it('keeps a published announcement’s date through an edit', async () => {
    const a = await createAnnouncement({ published: true, publishedAt: '2026-03-01T00:00:00Z' });
    const res = await send('PUT', `/api/sys/home/announcements/${a.id}`, {
      version: 1,
      title: 'New title',
      content: a.content,
      published: true,
    });
    expect(res.body.data).toMatchObject({ title: 'New title', publishedAt: '2026-03-01T00:00:00.000Z' });
  });
});
