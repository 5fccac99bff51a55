import type { TJobType } from '@apex/shared/jobs';
import type { TChargeCategory, TChargeUnit } from '@apex/shared/master';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { chargeCodes, chargeSchemeLines, chargeSchemes, jobNumberRules, offices } from '../db/schema';

type CodeSeed = [
  code: string,
  sac: string,
  en: string,
  cn: string,
  TChargeCategory,
  TChargeUnit,
  string,
  string,
  TJobType[],
];

/** The charge codes a Chinese ocean forwarder uses daily (domain.md Money); SAC codes of GST 9965/9967. */
const CODES: readonly CodeSeed[] = [
  ['OFR', '996521', 'Ocean Freight', '海运费', 'FREIGHT', 'CNTR', 'USD', '0.00', ['OE', 'OI']],
  ['BAF', '996521', 'Bunker Adjustment Factor', '燃油附加费', 'FREIGHT', 'CNTR', 'USD', '0.00', ['OE', 'OI']],
  ['CAF', '996521', 'Currency Adjustment Factor', '货币贬值附加费', 'FREIGHT', 'CNTR', 'USD', '0.00', ['OE', 'OI']],
  ['PSS', '996521', 'Peak Season Surcharge', '旺季附加费', 'FREIGHT', 'CNTR', 'USD', '0.00', ['OE']],
  ['THC', '996711', 'Terminal Handling Charge', '码头操作费', 'ORIGIN', 'CNTR', 'CNY', '6.00', ['OE']],
  ['DTHC', '996711', 'Destination Terminal Handling', '目的港码头操作费', 'DESTINATION', 'CNTR', 'CNY', '6.00', ['OI']],
  ['DOC', '996799', 'Documentation Fee', '文件费', 'DOCUMENT', 'BL', 'CNY', '6.00', ['OE', 'OI']],
  ['SEAL', '996799', 'Seal Fee', '封条费', 'ORIGIN', 'CNTR', 'CNY', '6.00', ['OE']],
  ['EIR', '996799', 'Equipment Interchange Receipt', '设备交接单费', 'ORIGIN', 'CNTR', 'CNY', '6.00', ['OE']],
  ['AMS', '996799', 'AMS Filing Fee', 'AMS 申报费', 'DOCUMENT', 'BL', 'USD', '0.00', ['OE']],
  ['ENS', '996799', 'ENS Filing Fee', 'ENS 申报费', 'DOCUMENT', 'BL', 'USD', '0.00', ['OE']],
  ['CUS', '996713', 'Customs Clearance', '报关费', 'CUSTOMS', 'SHPT', 'CNY', '6.00', ['OE', 'OI']],
  ['TRK', '996511', 'Trucking', '拖车费', 'TRUCKING', 'CNTR', 'CNY', '9.00', ['OE', 'OI']],
  ['WHS', '996729', 'Warehouse Storage', '仓储费', 'WAREHOUSE', 'CBM', 'CNY', '6.00', ['OE', 'OI']],
  ['DO', '996799', 'Delivery Order Fee', '换单费', 'DESTINATION', 'BL', 'CNY', '6.00', ['OI']],
  ['INS', '997136', 'Cargo Insurance', '货物保险费', 'INSURANCE', 'SHPT', 'CNY', '0.00', ['OE', 'OI']],
];

type LineSeed = [code: string, side: 'AR' | 'AP', role: string, unit: TChargeUnit, currency: string, price: string];
const SCHEMES: readonly { no: string; name: string; jobType: TJobType; lines: LineSeed[] }[] = [
  {
    no: 'OE-FCL-USWC',
    name: 'Export FCL to US West Coast',
    jobType: 'OE',
    lines: [
      ['OFR', 'AR', 'CUSTOMER', '40HQ', 'USD', '2150.00'],
      ['OFR', 'AP', 'CARRIER', '40HQ', 'USD', '1880.00'],
      ['THC', 'AR', 'CUSTOMER', '40HQ', 'CNY', '1280.00'],
      ['DOC', 'AR', 'CUSTOMER', 'BL', 'CNY', '500.00'],
      ['AMS', 'AR', 'CUSTOMER', 'BL', 'USD', '35.00'],
    ],
  },
  {
    no: 'OI-LCL-STD',
    name: 'Import LCL standard',
    jobType: 'OI',
    lines: [
      ['DO', 'AR', 'CONSIGNEE', 'BL', 'CNY', '450.00'],
      ['DTHC', 'AR', 'CONSIGNEE', 'CBM', 'CNY', '95.00'],
      ['WHS', 'AP', 'WAREHOUSE', 'CBM', 'CNY', '40.00'],
      ['CUS', 'AR', 'CONSIGNEE', 'SHPT', 'CNY', '350.00'],
    ],
  },
];

/** Demo charge codes, two charge schemes, and a job-number rule for each office and job type. */
export async function seedDemoCharges(db: DbOrTx) {
  const codes = await db
    .insert(chargeCodes)
    .values(
      CODES.map(
        ([code, sacCode, nameEn, nameCn, category, defaultUnit, defaultCurrency, defaultTaxRate, jobTypes]) => ({
          code,
          sacCode,
          nameEn,
          nameCn,
          category,
          defaultUnit,
          defaultCurrency,
          defaultTaxRate,
          jobTypes,
        }),
      ),
    )
    .returning({ id: chargeCodes.id, code: chargeCodes.code });
  const codeId = new Map(codes.map((c) => [c.code, c.id]));
  for (const scheme of SCHEMES) {
    const [row] = await db
      .insert(chargeSchemes)
      .values({ schemeNo: scheme.no, name: scheme.name, jobType: scheme.jobType })
      .returning({ id: chargeSchemes.id });
    await db.insert(chargeSchemeLines).values(
      scheme.lines.map(([code, side, partyRole, unit, currency, price], i) => ({
        schemeId: row!.id,
        lineNo: i + 1,
        chargeCodeId: codeId.get(code)!,
        side,
        partyRole,
        unit,
        currency,
        price,
      })),
    );
  }
  await seedDemoJobNumberRules(db);
}

/**
 * SHAOE26110001 and the like; Hong Kong's import rule has no prefix yet, to show spec §8's message.
 * Each office issues its export house bills as SHAHB26110001 (an import's comes from the agent
 * abroad): a prefix the demo bills (SHAH and eight digits) never start with.
 */
async function seedDemoJobNumberRules(db: DbOrTx) {
  const rows = await db
    .select({ id: offices.id, code: offices.officeCode })
    .from(offices)
    .where(inArray(offices.officeCode, ['SHA', 'NGB', 'SZX', 'HKG']));
  const monthly = { datePattern: 'YYMM', seqWidth: 4, resetPeriod: 'MONTHLY' };
  await db.insert(jobNumberRules).values(
    rows.flatMap((office) => [
      ...(['OE', 'OI'] as const).map((jobType) => ({
        officeId: office.id,
        jobType,
        prefix: office.code === 'HKG' && jobType === 'OI' ? '' : `${office.code}${jobType}`,
        ...monthly,
      })),
      { officeId: office.id, kind: 'HBL', jobType: 'OE', prefix: `${office.code}HB`, ...monthly },
    ]),
  );
}
