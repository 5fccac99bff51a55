import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { companies, currencies, jobs, offices, parties, partyAddresses, partyContacts } from '../../../db/schema';

/** Who issues a document: the office's company, and the office's address and phone. */
export async function findIssuer(db: DbOrTx, officeCode: string) {
  const [row] = await db
    .select({
      company: companies.name,
      office: offices.nameEn,
      address: offices.address,
      phone: offices.phone,
      bankName: offices.bankName,
      bankAccountName: offices.bankAccountName,
      bankAccountNo: offices.bankAccountNo,
      bankSwift: offices.bankSwift,
    })
    .from(offices)
    .innerJoin(companies, eq(companies.id, offices.companyId))
    .where(eq(offices.officeCode, officeCode));
  return row!;
}

/** A party as a document addresses it: its names, first address and first contact. */
export async function findPartyAddress(db: DbOrTx, partyId: number) {
  const [[party], [address], [contact]] = await Promise.all([
    db.select({ nameEn: parties.nameEn, nameCn: parties.nameCn }).from(parties).where(eq(parties.id, partyId)),
    db
      .select({
        text: sql<string>`concat_ws(', ', nullif(${partyAddresses.address1}, ''), nullif(${partyAddresses.address2}, ''),
          nullif(${partyAddresses.city}, ''), nullif(${partyAddresses.postalCode}, ''), ${partyAddresses.countryCode})`,
      })
      .from(partyAddresses)
      .where(eq(partyAddresses.partyId, partyId))
      .orderBy(asc(partyAddresses.sort))
      .limit(1),
    db
      .select({ text: sql<string>`concat_ws(' ', ${partyContacts.name}, nullif(${partyContacts.phone}, ''))` })
      .from(partyContacts)
      .where(eq(partyContacts.partyId, partyId))
      .orderBy(asc(partyContacts.sort))
      .limit(1),
  ]);
  return { ...party!, address: address?.text ?? '', contact: contact?.text ?? '' };
}

/** The shipment a finance document refers to. */
export async function findJobRefs(db: DbOrTx, jobId: number) {
  const [row] = await db
    .select({
      jobNo: jobs.jobNo,
      mblNo: jobs.mblNo,
      hblNo: jobs.hblNo,
      vessel: jobs.vessel,
      voyage: jobs.voyage,
      pol: sql<string>`coalesce(${jobs.pol}, '')`,
      pod: sql<string>`coalesce(${jobs.pod}, '')`,
      etd: jobs.etd,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row!;
}

/** A currency's names in English and Chinese, for the amount in words (its code when unknown). */
export async function findCurrencyName(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ nameEn: currencies.nameEn, nameCn: currencies.nameCn })
    .from(currencies)
    .where(eq(currencies.currencyCode, code));
  return row ?? { nameEn: code, nameCn: code };
}
