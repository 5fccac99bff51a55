import type { INVOICE_SORT_FIELDS, ZInvoiceListQuery } from '@apex/shared/finance';
import { and, count, eq, gte, inArray, like, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { invoices, jobs } from '../../../db/schema';
import { escapeLike, indexOrder } from '../../../platform/db/paging';
import { invoiceColumns, outstandingOf, PAYMENT_STATE_WHERE } from './queries';

type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];
type InvoiceListFilter = z.output<typeof ZInvoiceListQuery> & { officeCode: string; withoutTotal?: boolean };

/** The sort columns, each with its `invoices_office_*_idx` (office, column desc, id desc). */
const SORT_COLUMNS: Record<InvoiceSortField, PgColumn | SQL> = {
  invoiceNo: invoices.invoiceNo,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  grossTotal: invoices.grossTotal,
  outstanding: outstandingOf,
};

/** A count stops here: past it the grid says "more than" (conventions §5, as the job list). */
const COUNT_CAP = 10_000;

/**
 * The keyword is the start of an invoice no, a tax invoice no or a job no, as the job list's job
 * no search (the job's by its prefix index; the office's invoices are read in date order).
 */
function keywordMatch(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const start = `${escapeLike(keyword.toUpperCase())}%`;
  return or(
    like(invoices.invoiceNo, start),
    like(invoices.taxInvoiceNo, start),
    inArray(invoices.jobId, sql`(select ${jobs.id} from ${jobs} where ${like(jobs.jobNo, start)})`),
  );
}

function invoiceWhere(q: InvoiceListFilter): SQL | undefined {
  return and(
    eq(invoices.officeCode, q.officeCode),
    keywordMatch(q.keyword),
    q.partyId ? eq(invoices.partyId, q.partyId) : undefined,
    q.kind ? eq(invoices.kind, q.kind) : undefined,
    q.side ? eq(invoices.side, q.side) : undefined,
    q.state ? eq(invoices.state, q.state) : undefined,
    q.paymentState ? PAYMENT_STATE_WHERE[q.paymentState] : undefined,
    q.currency ? eq(invoices.currency, q.currency) : undefined,
    q.dateFrom ? gte(invoices.invoiceDate, q.dateFrom) : undefined,
    q.dateTo ? lte(invoices.invoiceDate, q.dateTo) : undefined,
    q.overdue
      ? and(eq(invoices.state, 'CONFIRMED'), ne(outstandingOf, sql`0`), sql`${invoices.dueDate} < current_date`)
      : undefined,
  );
}

/**
 * One page of an office's invoices, newest first by default. The capped count comes first: it says
 * whether the matches are few enough to sort rather than to find by walking the sort's index
 * (indexOrder), as the job list does.
 */
export async function findInvoicePage(db: DbOrTx, q: InvoiceListFilter) {
  const where = invoiceWhere(q);
  const capped = db.select({ one: sql`1` }).from(invoices).where(where).limit(COUNT_CAP).as('capped');
  const [{ total }] = (await db.select({ total: count() }).from(capped)) as [{ total: number }];
  const descending = (q.sortField ? q.sortOrder : (q.sortOrder ?? 'descend')) === 'descend';
  const order = indexOrder(SORT_COLUMNS[q.sortField ?? 'invoiceDate'], invoices.id, {
    descending,
    sortMatches: total < COUNT_CAP,
  });
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total };
}

/** A party's confirmed invoices of one side and currency with something left to clear (at most 500). */
export async function findOpenInvoiceRows(
  db: DbOrTx,
  q: { officeCode: string; partyId: number; side: string; currency: string },
) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .where(
      and(
        eq(invoices.officeCode, q.officeCode),
        eq(invoices.partyId, q.partyId),
        eq(invoices.state, 'CONFIRMED'),
        eq(invoices.side, q.side),
        eq(invoices.currency, q.currency),
        ne(outstandingOf, sql`0`),
      ),
    )
    .orderBy(invoices.dueDate, invoices.id)
    .limit(500);
}
