import { count, eq, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { jobBookingRequests, jobContainers, jobGoods, jobHbls, jobs, truckingOrders } from '../../../db/schema';
import { CODE_FIELDS } from './job-columns';

/** A table of the job or its parts, and its columns that hold codes of one data-dictionary type. */
interface CodeUse {
  table: PgTable;
  columns: PgColumn[];
}

const USES: Record<string, CodeUse[]> = {};
function use(codeType: string, table: PgTable, column: PgColumn) {
  USES[codeType] ??= [];
  const entry = USES[codeType].find((u) => u.table === table);
  if (entry) entry.columns.push(column);
  else USES[codeType].push({ table, columns: [column] });
}
for (const [field, codeType] of Object.entries(CODE_FIELDS))
  use(codeType, jobs, jobs[field as keyof typeof CODE_FIELDS]);
use('CONTAINER_TYPE', jobContainers, jobContainers.containerType);
use('CONTAINER_TYPE', jobBookingRequests, jobBookingRequests.containerType);
use('PACKAGE_TYPE', jobGoods, jobGoods.packageType);
use('PACKAGE_TYPE', jobHbls, jobHbls.packageType);
use('RELEASE_MODE', jobHbls, jobHbls.releaseMode);
use('VEHICLE_TYPE', truckingOrders, truckingOrders.vehicleType);

/**
 * How many rows of jobs and their parts (containers, booking requests, goods, HB/Ls) use a
 * dictionary code, so the code is not deleted from under them: they keep codes as text, and would
 * show a code the dictionary no longer names. A type nothing uses counts none.
 */
export async function countJobsUsingCode(db: DbOrTx, codeType: string, code: string): Promise<number> {
  let total = 0;
  for (const { table, columns } of USES[codeType] ?? []) {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(or(...columns.map((column) => eq(column, code))));
    total += row?.n ?? 0;
  }
  return total;
}
