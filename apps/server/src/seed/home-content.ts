import type { DbOrTx } from '../db/client';
import { announcements, news, shipCompanyWebsites } from '../db/schema';
import { storeFile } from '../features/files/storage';
import { sanitizeRichText } from '../features/home-content/sanitize-rich-text';
import { monogramSvg } from './monogram-logo';

const DAY_MS = 24 * 3600 * 1000;
const AUTHOR = 'admin';

/** Carriers a forwarder books with most, by their public tracking or home pages. */
const SITES = [
  { name: 'Maersk', initials: 'M', colour: '#42B0D5', link: 'https://www.maersk.com/tracking/' },
  { name: 'MSC', initials: 'MSC', colour: '#1D1D1B', link: 'https://www.msc.com/en/track-a-shipment' },
  { name: 'CMA CGM', initials: 'CMA', colour: '#0C1C5B', link: 'https://www.cma-cgm.com/ebusiness/tracking' },
  {
    name: 'COSCO SHIPPING',
    initials: 'CS',
    colour: '#00418C',
    link: 'https://elines.coscoshipping.com/ebusiness/cargoTracking',
  },
  {
    name: 'Hapag-Lloyd',
    initials: 'HL',
    colour: '#E8671C',
    link: 'https://www.hapag-lloyd.com/en/online-business/track/track-by-container-solution.html',
  },
  {
    name: 'ONE',
    initials: 'ONE',
    colour: '#C8017C',
    link: 'https://ecomm.one-line.com/one-ecom/manage-shipment/cargo-tracking',
  },
  { name: 'Evergreen', initials: 'EG', colour: '#00694B', link: 'https://www.shipmentlink.com/' },
  { name: 'HMM', initials: 'HMM', colour: '#F26B21', link: 'https://www.hmm21.com/' },
  { name: 'Yang Ming', initials: 'YM', colour: '#D71920', link: 'https://www.yangming.com/' },
  { name: 'ZIM', initials: 'ZIM', colour: '#1B365D', link: 'https://www.zim.com/tools/track-a-shipment' },
  { name: 'OOCL', initials: 'OOCL', colour: '#5B6770', link: 'https://www.oocl.com/' },
  // Ceased trading in 2017: kept, disabled, as an administrator would leave it.
  { name: 'Hanjin Shipping', initials: 'HJ', colour: '#7A8591', link: 'https://www.hanjin.com/', enabled: false },
];

/** Demo announcements in the spirit of each language the offices write in; `days` ago. */
const ANNOUNCEMENTS = [
  {
    title: 'System maintenance on Saturday 02:00–04:00 (UTC+8)',
    content:
      '<p>The back office will be unavailable during the monthly maintenance window.</p><ul><li>Save open job cards before 01:50.</li><li>EDI messages queued in the window are sent once the system is back.</li></ul>',
    days: 1,
  },
  {
    title: '关于春节期间订舱截止时间调整的通知',
    content:
      '<p>各位同事：</p><p>春节期间各船公司截关时间<strong>提前 2 天</strong>，请提醒客户尽早订舱并提交 VGM。</p><p>如有疑问请联系操作部。</p>',
    days: 3,
  },
  {
    title: 'VGM cut-off for Ningbo terminals moves to 24 hours before vessel ETD',
    content:
      '<p>From next week, Ningbo terminals accept VGM declarations until <strong>24 hours before ETD</strong>. Late VGMs will roll the container to the next sailing.</p>',
    days: 8,
  },
  {
    title: '香港辦事處遷址通知',
    content:
      '<p>香港辦事處將於下月遷往灣仔港灣道 18 號新址辦公，電話及電郵地址保持不變。</p><p>遷址期間文件可照常交收。</p>',
    days: 15,
  },
  {
    title: 'New peak season surcharge on Asia–North Europe services',
    content:
      '<p>Several carriers have filed a peak season surcharge on Asia–North Europe bookings. Quote all-in rates and check the surcharge date against the sailing date.</p><p>Details: <a href="https://www.maersk.com/news">carrier advisories</a>.</p>',
    days: 24,
  },
  { title: 'Draft: 2027 contract season kick-off', content: '<p>Not published yet.</p>', days: 0, draft: true },
];

const NEWS = [
  {
    title: 'Red Sea diversions: plan for longer transits via the Cape of Good Hope',
    content:
      '<p>Asia–Europe loops routed around Africa add 10–14 days. Reconfirm ETAs with consignees before promising delivery dates.</p>',
  },
  {
    title: '中国—东盟航线新增周班服务',
    content: '<p>多家船公司宣布增开上海、宁波至胡志明、林查班的周班服务，舱位供应将有所缓解。</p>',
  },
  {
    title: 'EU ETS surcharges on Europe-bound cargo',
    content:
      '<p>Carriers pass on the cost of EU emission allowances as a per-container surcharge. Show it as its own charge line on quotations.</p>',
  },
  {
    title: '鹽田港新泊位投入營運',
    content: '<p>鹽田港東作業區新泊位啟用，可靠泊超大型集裝箱船，華南出口船期可靠度有望提升。</p>',
  },
  {
    title: 'US detention and demurrage billing rules',
    content:
      '<p>Invoices for detention and demurrage must now carry the container numbers, dates and the free time applied. Check carrier invoices before paying them on.</p>',
  },
];

/** The home page's demo content: announcements, news and carrier websites with monogram logos. */
export async function seedHomeContent(db: DbOrTx, now = new Date()) {
  const sites = [];
  for (const site of SITES) {
    const logoKey = await storeFile(db, {
      fileName: `${site.name}.svg`,
      contentType: 'image/svg+xml',
      content: new TextEncoder().encode(monogramSvg(site.initials, site.colour)),
      createdBy: AUTHOR,
    });
    sites.push({ name: site.name, link: site.link, logoKey, enabled: site.enabled ?? true });
  }
  await db.insert(shipCompanyWebsites).values(sites.map((s) => ({ ...s, createdBy: AUTHOR, updatedBy: AUTHOR })));
  await db.insert(announcements).values(
    ANNOUNCEMENTS.map((a) => ({
      title: a.title,
      content: sanitizeRichText(a.content),
      published: !a.draft,
      publishedAt: a.draft ? null : new Date(now.getTime() - a.days * DAY_MS),
      createdBy: AUTHOR,
      updatedBy: AUTHOR,
    })),
  );
  await db.insert(news).values(
    NEWS.map((n, index) => ({
      title: n.title,
      content: sanitizeRichText(n.content),
      sort: (index + 1) * 10,
      createdBy: AUTHOR,
      updatedBy: AUTHOR,
    })),
  );
}
