import type { DbOrTx } from '../db/client';
import { carriers } from '../db/schema';

/**
 * Demo carriers: the deep-sea lines under their published SCACs, then regional and feeder lines
 * of the kind a Chinese forwarder books with (names invented for the demo, codes in the same
 * style). One is blacklisted, so the booking warning of spec §8 can be seen.
 */
export const DEMO_SHIPPING_LINES: readonly [scac: string, nameEn: string, nameCn: string][] = [
  ['MAEU', 'Maersk', '马士基'],
  ['MSCU', 'Mediterranean Shipping Company', '地中海航运'],
  ['CMDU', 'CMA CGM', '达飞轮船'],
  ['COSU', 'COSCO Shipping Lines', '中远海运集运'],
  ['HLCU', 'Hapag-Lloyd', '赫伯罗特'],
  ['ONEY', 'Ocean Network Express', '海洋网联船务'],
  ['EGLV', 'Evergreen Line', '长荣海运'],
  ['HDMU', 'HMM', '现代商船'],
  ['YMLU', 'Yang Ming', '阳明海运'],
  ['ZIMU', 'ZIM', '以星航运'],
  ['OOLU', 'OOCL', '东方海外'],
  ['PABV', 'Pacific International Lines', '太平船务'],
  ['WHLC', 'Wan Hai Lines', '万海航运'],
  ['KMTU', 'KMTC', '高丽海运'],
  ['SMLM', 'SM Line', '森罗商船'],
  ['APLU', 'APL', '美国总统轮船'],
  ['ANNU', 'ANL Container Line', '澳国航运'],
  ['SUDU', 'Hamburg Süd', '汉堡南美'],
  ['MATS', 'Matson', '美森轮船'],
  ['ACLU', 'Atlantic Container Line', '大西洋集装箱航运'],
];

const REGIONAL_PLACES: readonly [en: string, cn: string][] = [
  ['Pearl River', '珠江'],
  ['Yangtze', '长江'],
  ['Bohai', '渤海'],
  ['Taiwan Strait', '台海'],
  ['Beibu Gulf', '北部湾'],
  ['East China Sea', '东海'],
  ['Yellow Sea', '黄海'],
  ['Hainan', '海南'],
  ['Minjiang', '闽江'],
  ['Qiantang', '钱塘'],
];
const REGIONAL_KINDS: readonly [en: string, cn: string][] = [
  ['Feeder Line', '支线航运'],
  ['Container Lines', '集装箱航运'],
  ['Shipping', '海运'],
];

export const DEMO_CARRIER_COUNT = 50;
export const DEMO_BLACKLISTED_SCAC = 'BXSC';

function demoCarriers() {
  const regional = Array.from({ length: DEMO_CARRIER_COUNT - DEMO_SHIPPING_LINES.length }, (_, i) => {
    const [placeEn, placeCn] = REGIONAL_PLACES[i % REGIONAL_PLACES.length]!;
    const [kindEn, kindCn] = REGIONAL_KINDS[i % REGIONAL_KINDS.length]!;
    const letters = placeEn
      .replace(/[^A-Z]/g, '')
      .padEnd(2, 'X')
      .slice(0, 2);
    const scac = `${letters}${kindEn[0]}${String.fromCharCode(65 + (i % 26))}`;
    return [scac, `${placeEn} ${kindEn}`, `${placeCn}${kindCn}`] as const;
  });
  return [...DEMO_SHIPPING_LINES, ...regional].map(([scac, nameEn, nameCn]) => ({
    scac,
    nameEn,
    nameCn,
    blacklisted: scac === DEMO_BLACKLISTED_SCAC,
    blacklistReason:
      scac === DEMO_BLACKLISTED_SCAC ? 'Unpaid detention invoices since 2025; book only with approval' : '',
  }));
}

export async function seedDemoCarriers(db: DbOrTx) {
  await db.insert(carriers).values(demoCarriers());
}
