import { HOME_LIMITS } from '@apex/shared/home';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { announcements, news, shipCompanyWebsites } from '../../db/schema';
import { storeFile } from '../files/storage';

const t = useTestApp(['op01']);

/** `signedIn: false` calls without a token. */
const content = (signedIn = true) =>
  t.call({ method: 'GET', url: '/api/home/content', token: signedIn ? t.tokens.op01 : undefined });
const logo = (key: string, signedIn = true) =>
  t.call({ method: 'GET', url: `/api/home/site-logos/${key}`, token: signedIn ? t.tokens.op01 : undefined });

/** Rows as an administrator will add them on the home-settings screens (test data factories). */
const DAY_MS = 24 * 3600 * 1000;
const createTestAnnouncements = (count: number, over: Partial<typeof announcements.$inferInsert> = {}) =>
  t.database.db.insert(announcements).values(
    Array.from({ length: count }, (_, i) => ({
      title: `Bulk notice ${i}`,
      content: '<p>x</p>',
      published: true,
      publishedAt: new Date(Date.now() + (i + 1) * DAY_MS),
      ...over,
    })),
  );

describe('GET /home/content (the demo database)', () => {
  it('answers published announcements only, newest publish date first', async () => {
    const res = await content();
    expect(res.status).toBe(200);
    const list = res.body.data.announcements as { title: string; publishedAt: string }[];
    expect(list.map((a) => a.title)).toEqual([
      'System maintenance on Saturday 02:00–04:00 (UTC+8)',
      '关于春节期间订舱截止时间调整的通知',
      'VGM cut-off for Ningbo terminals moves to 24 hours before vessel ETD',
      '香港辦事處遷址通知',
      'New peak season surcharge on Asia–North Europe services',
    ]);
    const dates = list.map((a) => Date.parse(a.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('answers news by sort order and enabled carrier websites by name whatever the case, each with a logo', async () => {
    const { news: items, sites } = (await content()).body.data;
    expect(items.map((n: { sort: number }) => n.sort)).toEqual([10, 20, 30, 40, 50]);
    expect(sites.map((s: { name: string }) => s.name)).toEqual([
      'CMA CGM',
      'COSCO SHIPPING',
      'Evergreen',
      'Hapag-Lloyd',
      'HMM',
      'Maersk',
      'MSC',
      'ONE',
      'OOCL',
      'Yang Ming',
      'ZIM',
    ]);
    for (const site of sites) {
      expect(site.link).toMatch(/^https:\/\//);
      expect(site.logoKey).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('sanitises rich text again on the way out, however it was stored', async () => {
    await t.database.db.insert(news).values({
      title: 'Written around the screens',
      content: '<p onmouseover="steal()">Fine<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      sort: 1,
    });
    const first = (await content()).body.data.news[0];
    expect(first).toMatchObject({ title: 'Written around the screens', content: '<p>Fine</p>', sort: 1 });
  });

  it('needs a signed-in user', async () => {
    expect((await content(false)).status).toBe(401);
  });

  it(`answers at most ${HOME_LIMITS.announcements} announcements, ${HOME_LIMITS.news} news and ${HOME_LIMITS.sites} sites, the latest announcements`, async () => {
    await createTestAnnouncements(HOME_LIMITS.announcements + 5);
    await t.database.db
      .insert(news)
      .values(Array.from({ length: HOME_LIMITS.news + 5 }, (_, i) => ({ title: `News ${i}`, sort: 100 + i })));
    await t.database.db.insert(shipCompanyWebsites).values(
      Array.from({ length: HOME_LIMITS.sites + 5 }, (_, i) => ({
        name: `Feeder ${String(i).padStart(2, '0')}`,
        link: `https://feeder${i}.example`,
      })),
    );
    const data = (await content()).body.data;
    expect(data.announcements).toHaveLength(HOME_LIMITS.announcements);
    expect(data.announcements[0].title).toBe(`Bulk notice ${HOME_LIMITS.announcements + 4}`);
    expect(data.news).toHaveLength(HOME_LIMITS.news);
    expect(data.sites).toHaveLength(HOME_LIMITS.sites);
  });
});

describe('GET /home/site-logos/:logoKey', () => {
  it('answers the logo as an image the browser may keep, unable to run anything', async () => {
    const [site] = (await content()).body.data.sites;
    const res = await logo(site.logoKey);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('private, max-age=604800, immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="CMA CGM.svg"/);
    expect(res.text).toMatch(/^<svg [^>]*>.*>CMA<\/text><\/svg>$/);
  });

  it('serves no stored file that is not a ship-company logo', async () => {
    const other = await storeFile(t.database.db, {
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      content: new TextEncoder().encode('%PDF'),
      createdBy: 'fin01',
    });
    for (const key of [other, '0123456789abcdef0123456789abcdef']) {
      const res = await logo(key);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('file.notFound');
    }
  });

  it('refuses a malformed key; an <img> without a token still gets the logo', async () => {
    expect((await logo('..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    const [site] = (await content()).body.data.sites;
    expect((await logo(site.logoKey, false)).status).toBe(200);
  });
});

describe('home content tables', () => {
  it('hold web addresses only as links, and a date for every published announcement', async () => {
    const badLink = t.database.db.insert(shipCompanyWebsites).values({ name: 'X', link: 'javascript:alert(1)' });
    await expect(badLink).rejects.toThrow();
    await expect(createTestAnnouncements(1, { publishedAt: null })).rejects.toThrow();
  });
});
