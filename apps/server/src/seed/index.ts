import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { type Db, sql } from '../db/client';
import { appMeta } from '../db/schema';
import { syncMenus, syncPermissions, syncRoles } from './access';
import { seedDemoCarriers } from './carriers';
import { seedDemoCharges } from './charges';
import { seedCurrencies, seedDemoExchangeRates } from './currencies';
import { seedHomeContent } from './home-content';
import { seedHsCodes } from './hs-codes';
import { seedJobFieldConfigs } from './job-field-configs';
import { seedDemoJobs } from './jobs';
import { seedOrganisation } from './organisation';
import { seedDemoParties } from './parties';
import { seedCountriesAndPorts } from './reference-data';
import { seedDemoReportTemplates } from './report-templates';
import { seedSystemCodes } from './system-codes';
import { seedDemoVessels } from './vessels';

const INITIALIZED = 'initialized';

/**
 * Brings a migrated database up to this release's product data (roles, permissions, menus,
 * reference data) and, on an empty database, creates the first organisation and users (with demo
 * data, also the home page's announcements, news and carrier websites, a fleet of vessels,
 * 50 carriers, about 300 customers and partners, charge codes and schemes, job-number rules, a
 * few exchange rates and report templates, and about 3,200 ocean jobs). Safe to run on every start and from several processes at once.
 */
export async function prepareDatabase(db: Db, config: AppConfig) {
  return db.transaction(async (tx) => {
    // One process at a time: a second server starting against the same PostgreSQL waits here.
    await tx.execute(sql`select pg_advisory_xact_lock(7245001)`);
    await syncRoles(tx);
    await syncPermissions(tx);
    await syncMenus(tx);
    await seedSystemCodes(tx);
    await seedJobFieldConfigs(tx);
    await seedCountriesAndPorts(tx);
    await seedCurrencies(tx);
    await seedHsCodes(tx);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, INITIALIZED));
    if (done) {
      // A demo database made before the demo jobs existed gets them now (seedDemoJobs runs once).
      if (done.value === 'demo') await seedDemoJobs(tx);
      return { created: false };
    }
    await seedOrganisation(tx, config);
    if (config.demoData) {
      await seedHomeContent(tx);
      await seedDemoVessels(tx);
      await seedDemoCarriers(tx);
      await seedDemoParties(tx);
      await seedDemoExchangeRates(tx);
      await seedDemoCharges(tx);
      await seedDemoReportTemplates(tx);
      await seedDemoJobs(tx);
    }
    await tx.insert(appMeta).values({ key: INITIALIZED, value: config.demoData ? 'demo' : 'empty' });
    return { created: true };
  });
}
