import { addCalendarDays } from '@apex/shared/format';
import { ZCreateOtherServiceRequest } from '@apex/shared/movement';
import { and, asc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chargeCodes, jobs, offices, parties } from '../db/schema';
import { addOtherService } from '../features/jobs/other-services/other-services';

/** The charge codes the demo's services cost under, beside the demo's own (INS). */
const SERVICE_CODES = [
  { code: 'FUM', sacCode: '998531', nameEn: 'Fumigation', nameCn: '熏蒸费', category: 'OTHER' },
  { code: 'INSP', sacCode: '998346', nameEn: 'Inspection / Survey Fee', nameCn: '商检费', category: 'OTHER' },
] as const;

/** Which services a demo job gets, by its id: kind, charge code, amount in the office's currency. */
const PLANS = [
  { kind: 'FUMIGATION', chargeCode: 'FUM', amount: '850.00' },
  { kind: 'INSURANCE', chargeCode: 'INS', amount: '175.00', insuredValue: '500000.00', premiumRate: '0.035' },
  { kind: 'INSPECTION', chargeCode: 'INSP', amount: '1200.00' },
  { kind: 'CERTIFICATE_OF_ORIGIN', chargeCode: null, amount: null },
] as const;

const DEMO_ACTOR = { userId: null, account: 'demo', officeCode: '', ip: '', userAgent: '', requestId: 'demo' };

/**
 * The demo's other services (issue 19): one in fifty demo jobs that may hold charges orders a
 * fumigation, an insurance, an inspection or a certificate of origin from a partner, ordered five
 * days before sailing, its cost in the office's own currency. Written through the service, so each
 * cost is an AP line of the job's charges as the tab writes it.
 */
export async function insertDemoOtherServices(db: Db) {
  await db
    .insert(chargeCodes)
    .values(
      SERVICE_CODES.map((c) => ({
        ...c,
        defaultUnit: 'SHPT',
        defaultCurrency: 'CNY',
        defaultTaxRate: '6.00',
        jobTypes: ['OE', 'OI'],
      })),
    )
    .onConflictDoNothing();
  const suppliers = await db
    .select({ id: parties.id })
    .from(parties)
    .where(sql`'OVERSEAS_AGENT' = any(${parties.roles})`)
    .orderBy(asc(parties.id))
    .limit(10);
  if (suppliers.length === 0) return;
  const chosen = await db
    .select({ job: jobs, localCurrency: offices.localCurrency })
    .from(jobs)
    .innerJoin(offices, eq(offices.officeCode, jobs.officeCode))
    .where(
      and(
        eq(jobs.createdBy, 'demo'),
        sql`${jobs.id} % 50 = 7`,
        ne(jobs.jobMode, 'CONSOL'),
        ne(jobs.reviewStatus, 'REVIEWED'),
        or(isNotNull(jobs.etd), isNotNull(jobs.eta)),
        inArray(jobs.officeCode, ['SHA', 'NGB', 'SZX', 'HKG']),
      ),
    )
    .orderBy(asc(jobs.id));
  for (const { job, localCurrency } of chosen) {
    const plan = PLANS[job.id % PLANS.length]!;
    const ordered = job.etd ?? job.eta!;
    await db.transaction(async (tx) => {
      const input = ZCreateOtherServiceRequest.parse({
        ...plan,
        supplier: suppliers[job.id % suppliers.length]!.id,
        orderedDate: addCalendarDays(ordered, -5),
        doneDate: addCalendarDays(ordered, -3),
        referenceNo: `${plan.kind.slice(0, 3)}-${job.jobNo}`,
        currency: plan.amount === null ? null : localCurrency,
      });
      await addOtherService(tx, job, { companyType: 'XC', actor: DEMO_ACTOR, locale: 'en_US' }, input);
    });
  }
}
