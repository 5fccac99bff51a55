// Prints p50/p95 of the party search (the list's keyword box, and the picker's lookup) at 100k
// parties, through the API and as the bare SQL for comparison.
// Run: npm run parties -w bench. With BENCH_DATABASE_URL (an empty PostgreSQL database) it also
// measures on PostgreSQL.
import { demoPasswordOf } from '@apex/shared/demo';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client';
import { startBenchServer } from './lib/server';
import { measure, printRow } from './lib/stats';

const PARTIES = 100_000;

const list = (words: string[]) => sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);
const CITIES_EN = ['Shanghai', 'Ningbo', 'Shenzhen', 'Guangzhou', 'Xiamen', 'Qingdao', 'Tianjin', 'Dongguan'];
const CITIES_CN = ['上海', '宁波', '深圳', '广州', '厦门', '青岛', '天津', '东莞'];
const BRANDS_EN = [
  'Huamei',
  'Xinda',
  'Hongyuan',
  'Jinlong',
  'Tianyi',
  'Ruifeng',
  'Mingda',
  'Yongsheng',
  'Lianhe',
  'Baihe',
];
const BRANDS_CN = ['华美', '鑫达', '宏源', '金龙', '天逸', '瑞丰', '明达', '永盛', '联合', '百合'];
const TRADES_EN = ['Electronics', 'Textile', 'Furniture', 'Hardware', 'Lighting', 'Plastics', 'Machinery', 'Toys'];
const TRADES_CN = ['电子', '纺织', '家具', '五金', '照明', '塑胶', '机械', '玩具'];

/**
 * 100k parties in one set-based statement: names combine a city, a brand, a trade and a serial
 * number, so a common word matches thousands of rows and a serial only a few.
 */
const LOAD = sql`
  insert into parties (code, name_en, name_cn, roles, office_code, credit_limit, credit_days)
  select 'BP' || lpad(g::text, 6, '0'),
         (${list(CITIES_EN)})[1 + g % 8] || ' ' || (${list(BRANDS_EN)})[1 + (g / 8) % 10] || ' '
           || (${list(TRADES_EN)})[1 + (g / 80) % 8] || ' No. ' || g || ' Co., Ltd.',
         (${list(CITIES_CN)})[1 + g % 8] || (${list(BRANDS_CN)})[1 + (g / 8) % 10]
           || (${list(TRADES_CN)})[1 + (g / 80) % 8] || g || '号有限公司',
         case g % 4 when 0 then array['CUSTOMER','SHIPPER'] when 1 then array['CONSIGNEE','NOTIFY']
           when 2 then array['OVERSEAS_AGENT'] else array['TRUCKER'] end,
         (array['SHA','NGB','SZX','HKG'])[1 + g % 4],
         case when g % 3 = 0 then 50000 end,
         case when g % 3 = 0 then 30 else 0 end
  from generate_series(1, ${PARTIES}) g`;

/** What a user types: a rare serial, a code, a brand, a city in Chinese, a common trade, a miss. */
const KEYWORDS = ['No. 4217 ', 'BP0731', 'mingda', '宁波', 'textile', 'nowhere'];

const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) {
  const server = await startBenchServer(kind);
  const db = server.database.db;
  const loadStart = performance.now();
  await db.execute(LOAD);
  await db.execute(sql`analyze parties`);
  const [loaded] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from parties`);
  console.info(
    `\n${kind}: ${loaded?.count} parties (loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s)`,
  );

  const signIn = await fetch(`${server.base}/auth/WHSSOLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: demoPasswordOf('admin'), type: 2 }),
  });
  const token = ((await signIn.json()) as { data: string }).data;
  const get = async (path: string) => {
    const res = await fetch(`${server.base}${path}`, { headers: { authorization: token } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as { data: { total?: number } };
  };

  for (const keyword of KEYWORDS) {
    const q = encodeURIComponent(keyword.trim());
    const { data } = await get(`/sys/parties?keyword=${q}&pageSize=20`);
    console.info(`  keyword "${keyword.trim()}": ${data.total} matches`);
    printRow(
      '    GET /sys/parties (page of 20 + count)',
      await measure(50, () => get(`/sys/parties?keyword=${q}&pageSize=20`)),
    );
    printRow(
      '    GET /sys/parties/lookup (picker, 20)',
      await measure(50, () => get(`/sys/parties/lookup?keyword=${q}`)),
    );
    const pattern = `%${keyword.trim()}%`;
    const searchText = sql`(code || ' ' || name_en || ' ' || name_cn)`;
    printRow(
      '    SQL page of 20 + count',
      await measure(50, () =>
        Promise.all([
          db.execute(
            sql`select id, code, name_en from parties where ${searchText} ilike ${pattern} order by code, id limit 20`,
          ),
          db.execute(sql`select count(*) from parties where ${searchText} ilike ${pattern}`),
        ]),
      ),
    );
  }
  await server.close();
}
