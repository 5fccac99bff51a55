import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { countries, ports } from '../db/schema';
import { PORT_CHINESE_NAMES } from './port-chinese-names';

const require = createRequire(import.meta.url);

interface SeaPort {
  name: string;
  coordinates?: [number, number];
  timezone?: string;
  /** The port's UN/LOCODEs, its main one first. */
  unlocs?: string[];
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

/** The port's main code when `portCode` is another of its codes, else ''. */
const mainCodeOf = (portCode: string, p: SeaPort) => {
  const main = p.unlocs?.[0];
  return main && main !== portCode ? main : '';
};

function portRows() {
  return Object.entries(seaPorts()).map(([portCode, p]) => ({
    portCode,
    mainPortCode: mainCodeOf(portCode, p),
    nameEn: p.name.slice(0, 100),
    nameCn: PORT_CHINESE_NAMES[portCode] ?? '',
    countryCode: portCode.slice(0, 2),
    isSea: true,
    longitude: p.coordinates?.[0] ?? null,
    latitude: p.coordinates?.[1] ?? null,
    timezone: p.timezone ?? '',
  }));
}

/**
 * Countries (i18n-iso-countries) and sea ports keyed by UN/LOCODE (sea-ports); adds what is missing,
 * and marks the alternative codes of a port on databases made before they were marked.
 */
export async function seedCountriesAndPorts(db: DbOrTx) {
  await db.insert(countries).values(countryRows()).onConflictDoNothing();
  const rows = portRows();
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(ports)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: ports.portCode });
  }
  const alternatives = rows.filter((r) => r.mainPortCode);
  if (alternatives.length) {
    const pairs = sql.join(
      alternatives.map((r) => sql`(${r.portCode}, ${r.mainPortCode})`),
      sql`, `,
    );
    await db.execute(sql`update ports set main_port_code = v.main from (values ${pairs}) as v(code, main)
                         where ports.port_code = v.code and ports.main_port_code <> v.main`);
  }
  return rows.length;
}
