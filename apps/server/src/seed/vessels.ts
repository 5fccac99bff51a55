import { imoCheckDigit } from '@apex/shared/master';
import type { DbOrTx } from '../db/client';
import { vessels } from '../db/schema';

/** Name stems in the style of the big carriers' fleets, with the flags they usually fly. */
const FLEETS: readonly { prefix: string; flags: readonly string[] }[] = [
  { prefix: 'EVER', flags: ['PA', 'SG', 'GB'] },
  { prefix: 'MSC', flags: ['PA', 'LR', 'PT'] },
  { prefix: 'MAERSK', flags: ['DK', 'SG', 'HK'] },
  { prefix: 'CMA CGM', flags: ['FR', 'MT', 'LR'] },
  { prefix: 'COSCO SHIPPING', flags: ['HK', 'CN', 'PA'] },
  { prefix: 'OOCL', flags: ['HK', 'CN'] },
  { prefix: 'ONE', flags: ['JP', 'PA', 'SG'] },
  { prefix: 'HMM', flags: ['KR', 'PA'] },
  { prefix: 'YM', flags: ['TW', 'LR'] },
  { prefix: 'WAN HAI', flags: ['TW', 'SG'] },
  { prefix: 'HAPAG', flags: ['DE', 'MT'] },
  { prefix: 'ZIM', flags: ['IL', 'LR'] },
];

const WORDS = [
  'ACE',
  'ATLANTIC',
  'BEIJING',
  'BRILLIANCE',
  'CAPELLA',
  'DELIGHT',
  'EMERALD',
  'FORTUNE',
  'GALAXY',
  'HARMONY',
  'HORIZON',
  'JADE',
  'LIBERTY',
  'LOTUS',
  'MERCURY',
  'NINGBO',
  'ORIENT',
  'PACIFIC',
  'PEARL',
  'PIONEER',
  'QINGDAO',
  'RADIANCE',
  'SHANGHAI',
  'SHENZHEN',
  'SIRIUS',
  'SPIRIT',
  'TAURUS',
  'TRIUMPH',
  'UNITY',
  'VEGA',
  'VICTORY',
  'XIAMEN',
  'YANTIAN',
  'ZENITH',
];

export const DEMO_VESSEL_COUNT = 300;

/** The demo fleet: unique names, valid Lloyd (IMO) numbers, plausible flags; the same on every seed. */
function demoVessels() {
  return Array.from({ length: DEMO_VESSEL_COUNT }, (_, i) => {
    const fleet = FLEETS[i % FLEETS.length]!;
    const round = Math.floor(i / FLEETS.length);
    const word = WORDS[round % WORDS.length]!;
    const firstSix = String(930_000 + i * 137);
    return {
      vesselName: `${fleet.prefix} ${word}`,
      lloydNo: `${firstSix}${imoCheckDigit(firstSix)}`,
      flag: fleet.flags[round % fleet.flags.length]!,
    };
  });
}

export async function seedDemoVessels(db: DbOrTx) {
  await db.insert(vessels).values(demoVessels());
}
