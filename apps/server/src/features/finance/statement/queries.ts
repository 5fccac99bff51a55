import { AGING_BUCKET_CODES, AGING_BUCKETS } from '@apex/shared/finance';
import { and, asc, count, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoices, jobs } from '../../../db/schema';
import { outstandingOf } from '../invoices/queries';

interface StatementScope {
  officeCode: string;
  partyId: number;
  side: string;
  asOf: string;
}

/** Days from the aging begin date to the statement's day; an invoice not yet aging counts 0. */
const daysOf = (asOf: string) => sql<number>`greatest(${asOf}::date - ${invoices.agingBeginDate}, 0)`;

/** The aging bucket in SQL, from the same table as `agingBucketOf`, so the totals and the rows agree. */
function bucketOf(days: SQL) {
  const limited = AGING_BUCKET_CODES.flatMap((code) => {
    const { upTo } = AGING_BUCKETS[code];
    return upTo === null ? [] : [sql`when ${days} <= ${upTo} then ${code}`];
  });
  return sql<string>`(case ${sql.join(limited, sql` `)} else ${AGING_BUCKET_CODES.at(-1)} end)`;
}

/** The party's confirmed invoices of the office with something outstanding, issued by `asOf`. */
const openWhere = (q: StatementScope) =>
  and(
    eq(invoices.partyId, q.partyId),
    eq(invoices.state, 'CONFIRMED'),
    eq(invoices.side, q.side),
    eq(invoices.officeCode, q.officeCode),
    ne(outstandingOf, sql`0`),
    lte(invoices.invoiceDate, q.asOf),
  );

/** One page of a statement's invoices, oldest aging first. By `invoices_party_idx`. */
export async function findStatementPage(db: DbOrTx, q: StatementScope & { page: number; pageSize: number }) {
  const where = openWhere(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        invoiceId: invoices.id,
        invoiceNo: sql<string>`coalesce(${invoices.invoiceNo}, '')`,
        jobNo: sql<string>`(select ${jobs.jobNo} from ${jobs} where ${jobs.id} = ${invoices.jobId})`,
        invoiceDate: invoices.invoiceDate,
        agingBeginDate: invoices.agingBeginDate,
        dueDate: invoices.dueDate,
        currency: invoices.currency,
        grossTotal: invoices.grossTotal,
        clearedAmount: invoices.clearedAmount,
        outstanding: outstandingOf,
        days: daysOf(q.asOf),
      })
      .from(invoices)
      .where(where)
      .orderBy(asc(invoices.agingBeginDate), asc(invoices.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ count: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** What is outstanding per currency and aging bucket, over all the statement's invoices (not one page). */
export async function findStatementTotals(db: DbOrTx, q: StatementScope) {
  const bucket = bucketOf(daysOf(q.asOf));
  return (
    db
      .select({ currency: invoices.currency, bucket, amount: sql<string>`sum(${outstandingOf})::text` })
      .from(invoices)
      .where(openWhere(q))
      // By position: the bucket's expression carries parameters, so a second copy of it would not match.
      .groupBy(sql`1`, sql`2`)
      .orderBy(invoices.currency)
  );
}
