import type { TPartyAddress, TPartyContact, TPartyRole } from '@apex/shared/master';
import type { DbOrTx } from '../db/client';
import { parties, partyAddresses, partyContacts } from '../db/schema';
import type { PartyValues } from '../features/parties/queries';
import { DEMO_SHIPPING_LINES } from './carriers';

/**
 * Demo customers and partners of a forwarder in China: for exports, shippers (who are also our
 * customers) in Chinese cities, consignees and overseas agents at the ports their cargo goes to; for
 * imports, importers in Chinese port cities (customers, consignees and notify parties) and the
 * factories abroad that ship to them; and the truckers, brokers and warehouses at home. Names are
 * invented in the usual style of each place.
 */
type City = { code: string; en: string; cn: string; state: string; country: string; office: string; postal: string };

const CN_CITIES: readonly City[] = [
  { code: 'SHA', en: 'Shanghai', cn: '上海', state: 'Shanghai', country: 'CN', office: 'SHA', postal: '200120' },
  { code: 'NGB', en: 'Ningbo', cn: '宁波', state: 'Zhejiang', country: 'CN', office: 'NGB', postal: '315000' },
  { code: 'SZX', en: 'Shenzhen', cn: '深圳', state: 'Guangdong', country: 'CN', office: 'SZX', postal: '518000' },
  { code: 'CAN', en: 'Guangzhou', cn: '广州', state: 'Guangdong', country: 'CN', office: 'SZX', postal: '510000' },
  { code: 'XMN', en: 'Xiamen', cn: '厦门', state: 'Fujian', country: 'CN', office: 'SZX', postal: '361000' },
  { code: 'TAO', en: 'Qingdao', cn: '青岛', state: 'Shandong', country: 'CN', office: 'SHA', postal: '266000' },
  { code: 'TSN', en: 'Tianjin', cn: '天津', state: 'Tianjin', country: 'CN', office: 'SHA', postal: '300000' },
  { code: 'DGG', en: 'Dongguan', cn: '东莞', state: 'Guangdong', country: 'CN', office: 'SZX', postal: '523000' },
  { code: 'SZV', en: 'Suzhou', cn: '苏州', state: 'Jiangsu', country: 'CN', office: 'SHA', postal: '215000' },
  { code: 'HGH', en: 'Hangzhou', cn: '杭州', state: 'Zhejiang', country: 'CN', office: 'NGB', postal: '310000' },
  { code: 'FOS', en: 'Foshan', cn: '佛山', state: 'Guangdong', country: 'CN', office: 'SZX', postal: '528000' },
  { code: 'YIW', en: 'Yiwu', cn: '义乌', state: 'Zhejiang', country: 'CN', office: 'NGB', postal: '322000' },
];

const ABROAD: readonly City[] = [
  { code: 'LAX', en: 'Los Angeles', cn: '洛杉矶', state: 'CA', country: 'US', office: 'SHA', postal: '90021' },
  { code: 'NYC', en: 'New York', cn: '纽约', state: 'NY', country: 'US', office: 'SHA', postal: '10001' },
  { code: 'HAM', en: 'Hamburg', cn: '汉堡', state: '', country: 'DE', office: 'NGB', postal: '20457' },
  { code: 'RTM', en: 'Rotterdam', cn: '鹿特丹', state: '', country: 'NL', office: 'NGB', postal: '3011' },
  {
    code: 'FXT',
    en: 'Felixstowe',
    cn: '费利克斯托',
    state: 'Suffolk',
    country: 'GB',
    office: 'SHA',
    postal: 'IP11 3SY',
  },
  { code: 'ANR', en: 'Antwerp', cn: '安特卫普', state: '', country: 'BE', office: 'NGB', postal: '2000' },
  { code: 'SIN', en: 'Singapore', cn: '新加坡', state: '', country: 'SG', office: 'HKG', postal: '099253' },
  { code: 'SYD', en: 'Sydney', cn: '悉尼', state: 'NSW', country: 'AU', office: 'HKG', postal: '2000' },
  { code: 'DXB', en: 'Dubai', cn: '迪拜', state: '', country: 'AE', office: 'HKG', postal: '' },
  { code: 'SSZ', en: 'Santos', cn: '桑托斯', state: 'SP', country: 'BR', office: 'SZX', postal: '11010' },
  { code: 'YVR', en: 'Vancouver', cn: '温哥华', state: 'BC', country: 'CA', office: 'SZX', postal: 'V6B 1A1' },
  { code: 'TYO', en: 'Tokyo', cn: '东京', state: 'Tokyo', country: 'JP', office: 'HKG', postal: '105-0022' },
];

const SHIPPER_BRANDS: readonly [code: string, en: string, cn: string][] = [
  ['HUAMEI', 'Huamei Electronics', '华美电子'],
  ['XINDA', 'Xinda Textile', '鑫达纺织'],
  ['HONGYUAN', 'Hongyuan Furniture', '宏源家具'],
  ['JINLONG', 'Jinlong Hardware', '金龙五金'],
  ['TIANYI', 'Tianyi Lighting', '天逸照明'],
  ['RUIFENG', 'Ruifeng Plastics', '瑞丰塑胶'],
  ['MINGDA', 'Mingda Machinery', '明达机械'],
  ['HAITIAN', 'Haitian Appliances', '海天电器'],
  ['YONGSHENG', 'Yongsheng Toys', '永盛玩具'],
  ['LIANHE', 'Lianhe Auto Parts', '联合汽配'],
  ['BAIHE', 'Baihe Ceramics', '百合陶瓷'],
  ['GUANGHUI', 'Guanghui Solar', '光辉光伏'],
];

const CONSIGNEE_NAMES: readonly [code: string, en: string][] = [
  ['PACHOME', 'Pacific Home Goods'],
  ['NORTRADE', 'Nordic Trading'],
  ['BLUEOAK', 'Blue Oak Retail'],
  ['SUMMIT', 'Summit Industrial Supply'],
  ['GREENLF', 'Greenleaf Imports'],
  ['HARBOR', 'Harbor Distribution'],
  ['ATLAS', 'Atlas Consumer Brands'],
  ['MERIDN', 'Meridian Wholesale'],
];

const IMPORTER_BRANDS: readonly [code: string, en: string, cn: string][] = [
  ['DONGHAI', 'Donghai Import & Export', '东海进出口'],
  ['HUAXIN', 'Huaxin International Trading', '华信国际贸易'],
  ['JINQIAO', 'Jinqiao Food Trading', '金桥食品贸易'],
  ['ZHONGKE', 'Zhongke Instruments', '中科仪器'],
];

const FACTORY_NAMES: readonly [code: string, en: string][] = [
  ['PRECISN', 'Precision Machinery'],
  ['FRESHFM', 'Fresh Farm Foods'],
  ['NOVACHM', 'Nova Chemicals'],
];

const SUFFIX: Record<string, string> = {
  US: 'Inc.',
  CA: 'Ltd.',
  DE: 'GmbH',
  NL: 'B.V.',
  GB: 'Ltd',
  BE: 'NV',
  SG: 'Pte. Ltd.',
  AU: 'Pty Ltd',
  AE: 'LLC',
  BR: 'Ltda.',
  JP: 'K.K.',
};

const STREETS_CN = ['Jiangnan Road', 'Century Avenue', 'Binhai Road', 'Gongye Road', 'Xinhua Street', 'Huancheng Road'];
const STREETS_ABROAD = ['Harbor Blvd', 'Industrial Way', 'Commerce Street', 'Dock Road', 'Market Street', 'Trade Park'];
const SURNAMES = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang'];
const GIVEN = ['Wei', 'Fang', 'Jun', 'Min', 'Lei', 'Jing', 'Tao', 'Yan'];
const FIRST_ABROAD = ['Anna', 'Mark', 'Sofia', 'James', 'Lena', 'David', 'Emma', 'Lucas'];
const LAST_ABROAD = ['Miller', 'Jansen', 'Schmidt', 'Brown', 'Tanaka', 'Silva', 'Smith', 'Peeters'];

type DemoParty = PartyValues & { code: string; addresses: TPartyAddress[]; contacts: TPartyContact[] };

const address = (city: City, i: number, streets: readonly string[]): TPartyAddress => ({
  address1: `${(i % 900) + 18} ${streets[i % streets.length]}`,
  address2: '',
  city: city.en,
  state: city.state,
  countryCode: city.country,
  postalCode: city.postal,
  longitude: null,
  latitude: null,
  attributes: '',
});

const domain = (code: string) => `${code.toLowerCase().replace(/[^a-z0-9]/g, '')}.example.com`;

function chineseContact(i: number, code: string): TPartyContact {
  const surname = SURNAMES[i % SURNAMES.length]!;
  const given = GIVEN[(i * 3) % GIVEN.length]!;
  return {
    name: `${given} ${surname}`,
    title: i % 2 ? 'Logistics Manager' : 'Export Clerk',
    phone: `+86 ${130 + (i % 60)} ${String(1000 + ((i * 37) % 9000))} ${String(1000 + ((i * 91) % 9000))}`,
    email: `${given.toLowerCase()}.${surname.toLowerCase()}@${domain(code)}`,
    fax: '',
  };
}

function foreignContact(i: number, code: string): TPartyContact {
  const first = FIRST_ABROAD[i % FIRST_ABROAD.length]!;
  const last = LAST_ABROAD[(i * 5) % LAST_ABROAD.length]!;
  return {
    name: `${first} ${last}`,
    title: 'Import Coordinator',
    phone: `+1 555 ${String(100 + (i % 900))} ${String(1000 + ((i * 53) % 9000))}`,
    email: `${first.toLowerCase()}@${domain(code)}`,
    fax: '',
  };
}

const base = {
  taxId: '',
  creditLimit: null,
  creditCurrency: 'USD',
  creditDays: 0,
  blacklisted: false,
  blacklistReason: '',
};

/** Shippers, who book with us and pay: customers with credit terms; two are blacklisted. */
function shippers(): DemoParty[] {
  return CN_CITIES.flatMap((city, c) =>
    SHIPPER_BRANDS.map(([brand, en, cn], b) => {
      const i = c * SHIPPER_BRANDS.length + b;
      const code = `${brand}-${city.code}`;
      const blacklisted = i === 7 || i === 100;
      return {
        ...base,
        code,
        nameEn: `${city.en} ${en} Co., Ltd.`,
        nameCn: `${city.cn}${cn}有限公司`,
        roles: i % 4 === 0 ? ['CUSTOMER', 'SHIPPER', 'NOTIFY'] : ['CUSTOMER', 'SHIPPER'],
        officeCode: city.office,
        taxId: `91${String(330_000 + i * 131).padStart(6, '0')}MA2${String(10_000_000 + i * 7919).slice(0, 8)}`,
        creditLimit: [null, '50000.00', '100000.00', '200000.00'][i % 4]!,
        creditCurrency: i % 3 === 0 ? 'CNY' : 'USD',
        creditDays: [0, 30, 45, 60][i % 4]!,
        blacklisted,
        blacklistReason: blacklisted ? 'Freight unpaid over 180 days; cash in advance only' : '',
        addresses: [address(city, i, STREETS_CN)],
        contacts: [chineseContact(i, code), ...(i % 3 === 0 ? [chineseContact(i + 5, code)] : [])],
      } satisfies DemoParty;
    }),
  );
}

/** Consignees and notify parties abroad; and one forwarder per port as our overseas agent. */
function abroad(): DemoParty[] {
  return ABROAD.flatMap((city, c) => {
    const consignees = CONSIGNEE_NAMES.map(([name, en], n): DemoParty => {
      const i = c * CONSIGNEE_NAMES.length + n;
      const code = `${name}-${city.code}`;
      return {
        ...base,
        code,
        nameEn: `${en} ${SUFFIX[city.country]}`,
        nameCn: '',
        roles: n % 3 === 0 ? ['CUSTOMER', 'CONSIGNEE', 'NOTIFY'] : ['CONSIGNEE', 'NOTIFY'],
        officeCode: city.office,
        creditLimit: n % 3 === 0 ? '80000.00' : null,
        creditDays: n % 3 === 0 ? 30 : 0,
        addresses: [address(city, i, STREETS_ABROAD)],
        contacts: [foreignContact(i, code)],
      };
    });
    const agentCode = `AGT-${city.code}`;
    const agent: DemoParty = {
      ...base,
      code: agentCode,
      nameEn: `${city.en} Global Logistics ${SUFFIX[city.country]}`,
      nameCn: `${city.cn}环球物流`,
      roles: ['NOTIFY', 'OVERSEAS_AGENT'],
      officeCode: city.office,
      creditLimit: '30000.00',
      creditDays: 30,
      addresses: [address(city, c, STREETS_ABROAD)],
      contacts: [foreignContact(c + 3, agentCode), foreignContact(c + 4, agentCode)],
    };
    return [...consignees, agent];
  });
}

/** Importers in the port cities (the first seven): our customers, consignees and notify parties of imports. */
function importers(): DemoParty[] {
  return CN_CITIES.slice(0, 7).flatMap((city, c) =>
    IMPORTER_BRANDS.map(([brand, en, cn], b): DemoParty => {
      const i = c * IMPORTER_BRANDS.length + b;
      const code = `${brand}-${city.code}`;
      return {
        ...base,
        code,
        nameEn: `${city.en} ${en} Co., Ltd.`,
        nameCn: `${city.cn}${cn}有限公司`,
        roles: ['CUSTOMER', 'CONSIGNEE', 'NOTIFY'],
        officeCode: city.office,
        creditLimit: i % 2 ? '100000.00' : null,
        creditCurrency: 'CNY',
        creditDays: i % 2 ? 30 : 0,
        addresses: [address(city, i + 7, STREETS_CN)],
        contacts: [chineseContact(i + 11, code)],
      };
    }),
  );
}

/** The factories abroad that ship to them: shippers of imports. */
function factories(): DemoParty[] {
  return ABROAD.flatMap((city, c) =>
    FACTORY_NAMES.map(([name, en], n): DemoParty => {
      const i = c * FACTORY_NAMES.length + n;
      const code = `${name}-${city.code}`;
      return {
        ...base,
        code,
        nameEn: `${city.en} ${en} ${SUFFIX[city.country]}`,
        nameCn: '',
        roles: ['SHIPPER'],
        officeCode: city.office,
        addresses: [address(city, i + 5, STREETS_ABROAD)],
        contacts: [foreignContact(i + 7, code)],
      };
    }),
  );
}

/**
 * At home: a trucker and a customs broker in each city, a warehouse and a sales agent in the port
 * cities, a railway in Shanghai and Ningbo.
 */
function local(): DemoParty[] {
  return CN_CITIES.flatMap((city, c) => {
    const kinds: [suffix: string, en: string, cn: string, roles: TPartyRole[]][] = [
      ['TRK', 'Transport', '运输', ['TRUCKER']],
      ['CHB', 'Customs Brokerage', '报关', ['BROKER']],
    ];
    if (c < 7) kinds.push(['WHS', 'Bonded Warehouse', '保税仓储', ['TRUCKER', 'WAREHOUSE']]);
    if (c < 6) kinds.push(['SAG', 'Cargo Agency', '货运代理', ['SALES_AGENT']]);
    // The rail entrusts' carriers (issue 19): sea-rail from the two ports with inland trains.
    if (c < 2) kinds.push(['RLW', 'Railway Logistics', '铁路物流', ['RAILWAY']]);
    return kinds.map(([suffix, en, cn, roles], k): DemoParty => {
      const code = `${city.code}-${suffix}`;
      return {
        ...base,
        code,
        nameEn: `${city.en} Hengtong ${en} Co., Ltd.`,
        nameCn: `${city.cn}恒通${cn}有限公司`,
        roles,
        officeCode: city.office,
        addresses: [address(city, c * 4 + k, STREETS_CN)],
        contacts: [chineseContact(c * 4 + k, code)],
      };
    });
  });
}

/** The deep-sea lines whose China offices bill a forwarder the export ocean freight (issue 17: the cost lines). */
const BILLING_LINES = ['MAEU', 'MSCU', 'CMDU', 'COSU', 'HLCU', 'ONEY', 'EGLV', 'OOLU'];

function carrierOffices(): DemoParty[] {
  const shanghai = CN_CITIES[0]!;
  return DEMO_SHIPPING_LINES.filter(([scac]) => BILLING_LINES.includes(scac)).map(([scac, en, cn], i) => {
    const code = `${scac}-CN`;
    return {
      ...base,
      code,
      nameEn: `${en} (China) Co., Ltd.`,
      nameCn: `${cn}（中国）有限公司`,
      roles: ['CARRIER'],
      officeCode: shanghai.office,
      creditDays: 30,
      addresses: [address(shanghai, i + 40, STREETS_CN)],
      contacts: [chineseContact(i + 40, code)],
    };
  });
}

export const demoParties = (): DemoParty[] => [
  ...shippers(),
  ...abroad(),
  ...importers(),
  ...factories(),
  ...local(),
  ...carrierOffices(),
];

/** Three statements in all; a party already there (by code) is left as it is, children included. */
export async function seedDemoParties(db: DbOrTx) {
  const demo = demoParties();
  const added = await db
    .insert(parties)
    .values(demo.map(({ addresses: _a, contacts: _c, ...party }) => party))
    .onConflictDoNothing()
    .returning({ id: parties.id, code: parties.code });
  const byCode = new Map(demo.map((p) => [p.code, p]));
  const children = <T>(pick: (p: DemoParty) => T[]) =>
    added.flatMap(({ id, code }) => pick(byCode.get(code)!).map((child, sort) => ({ ...child, partyId: id, sort })));
  if (added.length === 0) return;
  await db.insert(partyAddresses).values(children((p) => p.addresses));
  await db.insert(partyContacts).values(children((p) => p.contacts));
}
