import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentPrints, jobHbls, jobs, offices, parties, partyAddresses } from '../../db/schema';

/** The parties a document names, with the first of their addresses. */
export async function findPrintParties(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const firstAddress = db
    .selectDistinctOn([partyAddresses.partyId], {
      partyId: partyAddresses.partyId,
      address1: partyAddresses.address1,
      address2: partyAddresses.address2,
      city: partyAddresses.city,
    })
    .from(partyAddresses)
    .where(inArray(partyAddresses.partyId, ids))
    .orderBy(partyAddresses.partyId, asc(partyAddresses.sort))
    .as('first_address');
  return db
    .select({
      id: parties.id,
      nameEn: parties.nameEn,
      nameCn: parties.nameCn,
      address1: sql<string>`coalesce(${firstAddress.address1}, '')`,
      address2: sql<string>`coalesce(${firstAddress.address2}, '')`,
      city: sql<string>`coalesce(${firstAddress.city}, '')`,
    })
    .from(parties)
    .leftJoin(firstAddress, eq(firstAddress.partyId, parties.id))
    .where(inArray(parties.id, ids));
}

/** The office that issues a job's documents. */
export async function findIssuer(db: DbOrTx, officeCode: string) {
  const [row] = await db
    .select({ nameEn: offices.nameEn, nameCn: offices.nameCn, address: offices.address, phone: offices.phone })
    .from(offices)
    .where(eq(offices.officeCode, officeCode));
  return row;
}

export async function insertPrint(db: DbOrTx, row: typeof documentPrints.$inferInsert) {
  await db.insert(documentPrints).values(row);
}

/** The first original of an HB/L, if it was issued. */
export async function findIssuedOriginal(db: DbOrTx, hblId: number) {
  const [row] = await db
    .select({ printedBy: documentPrints.printedBy, printedAt: documentPrints.printedAt })
    .from(documentPrints)
    .where(
      and(eq(documentPrints.hblId, hblId), eq(documentPrints.variant, 'ORIGINAL'), eq(documentPrints.reprint, false)),
    );
  return row;
}

/** Prints, newest first. */
function findPrintsWhere(db: DbOrTx, where: SQL | undefined) {
  return db.select().from(documentPrints).where(where).orderBy(desc(documentPrints.printedAt), desc(documentPrints.id));
}
export type PrintRow = Awaited<ReturnType<typeof findPrintsWhere>>[number];

export const findPrints = (db: DbOrTx, jobId: number) => findPrintsWhere(db, eq(documentPrints.jobId, jobId));

/** The prints of a party's statements of one office. */
export const findPartyPrints = (db: DbOrTx, { partyId, officeCode }: { partyId: number; officeCode: string }) =>
  findPrintsWhere(db, and(eq(documentPrints.partyId, partyId), eq(documentPrints.officeCode, officeCode)));

/** Of the jobs asked for, those of the caller's office and type, in the order asked, with their HB/L ids. */
export async function findBatchJobs(db: DbOrTx, ids: number[], scope: { officeCode: string; jobType: string }) {
  const rows = await db
    .select({
      id: jobs.id,
      jobNo: jobs.jobNo,
      hblIds: sql<
        number[]
      >`coalesce(array_agg(${jobHbls.id} order by ${jobHbls.hblNo}) filter (where ${jobHbls.id} is not null), '{}')`,
    })
    .from(jobs)
    .leftJoin(jobHbls, eq(jobHbls.jobId, jobs.id))
    .where(and(inArray(jobs.id, ids), eq(jobs.officeCode, scope.officeCode), eq(jobs.jobType, scope.jobType)))
    .groupBy(jobs.id);
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}
