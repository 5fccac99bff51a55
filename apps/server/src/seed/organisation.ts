import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from '@apex/shared/demo';
import { ADMIN_ROLE, type TSystemRole } from '@apex/shared/permissions';
import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { companies, offices, roles, userOffices, userRoles, users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';

interface UserSeed {
  account: string;
  name: string;
  email: string;
  company: string;
  offices: string[];
  roles: TSystemRole[];
}

const DEMO_COMPANIES = [
  { companyCode: 'APEX', name: 'Apex Logistics (China) Co., Ltd.', dbCode: 'APEX_CN' },
  { companyCode: 'APEXHK', name: 'Apex Logistics (Hong Kong) Ltd.', dbCode: 'APEX_HK' },
  // spec §6: a supply-chain (SC) company beside the forwarders (XC); neither operates the other's charges.
  { companyCode: 'APEXSC', name: 'Apex Supply Chain (Shanghai) Co., Ltd.', dbCode: 'APEX_SC', companyType: 'SC' },
];
const DEMO_OFFICES = [
  {
    officeCode: 'SHA',
    company: 'APEX',
    nameEn: 'Shanghai Head Office',
    nameCn: '上海总部',
    address: '1288 Century Avenue, Pudong, Shanghai',
    phone: '+86 21 5888 0000',
    minMarginPct: '5.00',
    bankName: 'Bank of China, Shanghai Branch',
    bankAccountName: 'Apex Logistics (China) Co., Ltd.',
    bankAccountNo: '4375 0000 1288 6600',
    bankSwift: 'BKCHCNBJ300',
  },
  {
    officeCode: 'NGB',
    company: 'APEX',
    nameEn: 'Ningbo Branch',
    nameCn: '宁波分公司',
    address: '88 Zhongshan East Road, Ningbo',
    phone: '+86 574 8788 0000',
  },
  {
    officeCode: 'SZX',
    company: 'APEX',
    nameEn: 'Shenzhen Branch',
    nameCn: '深圳分公司',
    address: '6 Yantian Port Road, Shenzhen',
    phone: '+86 755 2528 0000',
  },
  {
    officeCode: 'HKG',
    company: 'APEXHK',
    nameEn: 'Hong Kong Office',
    nameCn: '香港办事处',
    address: '18 Harbour Road, Wan Chai, Hong Kong',
    phone: '+852 2588 0000',
    localCurrency: 'HKD',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    bankAccountName: 'Apex Logistics (Hong Kong) Ltd.',
    bankAccountNo: '808-123456-838',
    bankSwift: 'HSBCHKHHHKH',
  },
];
const DEMO_USERS: UserSeed[] = [
  {
    account: 'op01',
    name: 'Chen Jing 陈静',
    email: 'op01@apexlogistics.example',
    company: 'APEX',
    offices: ['SHA', 'NGB'],
    roles: ['OPERATOR'],
  },
  {
    account: 'sales01',
    name: 'Wang Lei 王磊',
    email: 'sales01@apexlogistics.example',
    company: 'APEX',
    offices: ['SHA'],
    roles: ['SALES'],
  },
  {
    account: 'cs01',
    name: 'Liu Fang 刘芳',
    email: 'cs01@apexlogistics.example',
    company: 'APEX',
    offices: ['SZX'],
    roles: ['CUSTOMER_SERVICE'],
  },
  {
    account: 'fin01',
    name: 'Zhao Min 赵敏',
    email: 'fin01@apexlogistics.example',
    company: 'APEX',
    offices: ['SHA', 'SZX'],
    roles: ['FINANCE'],
  },
  {
    account: 'wh01',
    name: 'Huang Qiang 黄强',
    email: 'wh01@apexlogistics.example',
    company: 'APEX',
    offices: ['SZX'],
    roles: ['WAREHOUSE'],
  },
  {
    account: 'hk.ops',
    name: 'Mandy Cheung 張敏儀',
    email: 'hk.ops@apexlogistics.example',
    company: 'APEXHK',
    offices: ['HKG'],
    roles: ['OPERATOR', 'CUSTOMER_SERVICE'],
  },
  {
    account: 'scops',
    name: 'Gao Yan 高燕',
    email: 'scops@apexlogistics.example',
    company: 'APEXSC',
    offices: ['SHA'],
    roles: ['OPERATOR', 'FINANCE'],
  },
];

const ADMIN: UserSeed = {
  account: 'admin',
  name: 'System Administrator',
  email: '',
  company: '',
  offices: [],
  roles: [ADMIN_ROLE],
};

/**
 * The first company, office and administrator of a new database, plus demo staff when DEMO_DATA is
 * on. A real deployment (DEMO_DATA=0) gets one head office, and its administrator must change the
 * initial password at first sign-in.
 */
export async function seedOrganisation(db: DbOrTx, config: AppConfig) {
  const demo = config.demoData;
  const companyRows = demo ? DEMO_COMPANIES : [{ companyCode: 'HQ', name: 'Head Office', dbCode: 'MAIN' }];
  const officeRows = demo
    ? DEMO_OFFICES
    : [{ officeCode: 'HQ', company: 'HQ', nameEn: 'Head Office', nameCn: '总部', address: '', phone: '' }];
  const insertedCompanies = await db.insert(companies).values(companyRows).returning();
  const companyId = new Map(insertedCompanies.map((c) => [c.companyCode, c.id]));
  const insertedOffices = await db
    .insert(offices)
    .values(officeRows.map(({ company, ...o }) => ({ ...o, companyId: companyId.get(company)! })))
    .returning();
  const officeId = new Map(insertedOffices.map((o) => [o.officeCode, o.id]));
  const roleId = new Map((await db.select().from(roles)).map((r) => [r.roleCode, r.id]));

  const firstCompany = companyRows[0]!.companyCode;
  const admin: UserSeed = { ...ADMIN, company: firstCompany, offices: officeRows.map((o) => o.officeCode) };
  const seeds = demo ? [admin, ...DEMO_USERS] : [admin];
  const adminPassword = config.adminPassword ?? DEMO_ADMIN_PASSWORD;
  for (const seed of seeds) {
    const isAdmin = seed === admin;
    const [user] = await db
      .insert(users)
      .values({
        account: seed.account,
        name: seed.name,
        email: seed.email,
        companyId: companyId.get(seed.company)!,
        defaultOfficeId: officeId.get(seed.offices[0]!)!,
        passwordHash: await hashPassword(isAdmin ? adminPassword : DEMO_PASSWORD),
        passwordChangedAt: new Date(),
        // Demo accounts are ready to use; a real deployment's administrator sets their own password.
        mustChangePassword: isAdmin && !demo,
      })
      .returning({ id: users.id });
    await db.insert(userOffices).values(seed.offices.map((o) => ({ userId: user!.id, officeId: officeId.get(o)! })));
    await db.insert(userRoles).values(seed.roles.map((r) => ({ userId: user!.id, roleId: roleId.get(r)! })));
  }
}
