import { createRequire } from 'node:module';
import type { DbOrTx } from '../db/client';
import { countries, ports } from '../db/schema';
import { PORT_CHINESE_NAMES } from './port-chinese-names';

const require = createRequire(import.meta.url);

interface SeaPort {
  name: string;
  coordinates?: [number, number];
  timezone?: string;
}

/** ISO 3166 dropped AN in 2010, but the port data set still files Curaçao and others under it. */
const WITHDRAWN_COUNTRIES = [{ countryCode: 'AN', nameEn: 'Netherlands Antilles', nameCn: '荷属安的列斯' }];

function countryRows() {
  const lib = require('i18n-iso-countries');
  lib.registerLocale(require('i18n-iso-countries/langs/en.json'));
  lib.registerLocale(require('i18n-iso-countries/langs/zh.json'));
  const en: Record<string, string> = lib.getNames('en', { select: 'official' });
  const zh: Record<string, string> = lib.getNames('zh', { select: 'official' });
  return [
    ...Object.entries(en).map(([countryCode, nameEn]) => ({ countryCode, nameEn, nameCn: zh[countryCode] ?? nameEn })),
    ...WITHDRAWN_COUNTRIES,
  ];
}

const seaPorts = (): Record<string, SeaPort> => require('sea-ports').JSON;

let seedPortCodes: ReadonlySet<string> | undefined;
/** Whether a port comes from the seed data set, so that the next start would add it again. */
export function isSeedPort(portCode: string) {
  seedPortCodes ??= new Set(Object.keys(seaPorts()));
  return seedPortCodes.has(portCode);
}

function portRows() {
  return Object.entries(seaPorts()).map(([portCode, p]) => ({
    portCode,
    nameEn: p.name.slice(0, 100),
    nameCn: PORT_CHINESE_NAMES[portCode] ?? '',
    countryCode: portCode.slice(0, 2),
    isSea: true,
    longitude: p.coordinates?.[0] ?? null,
    latitude: p.coordinates?.[1] ?? null,
    timezone: p.timezone ?? '',
  }));
}

/** Countries (i18n-iso-countries) and sea ports keyed by UN/LOCODE (sea-ports); adds what is missing. */
export async function seedCountriesAndPorts(db: DbOrTx) {
  await db.insert(countries).values(countryRows()).onConflictDoNothing();
  const rows = portRows();
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(ports)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: ports.portCode });
  }
  return rows.length;
}
