import type { TPage } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import type { TWarehouseJobOption, TWarehouseStockRow, ZWarehouseStockQuery } from '@apex/shared/movement';
import type { z } from 'zod';
import type { AuditActor } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/service-context';
import { findJobsToReceive, findStockPage } from './stock-queries';
import { withReleases } from './warehouse-entries';

type StockQuery = z.output<typeof ZWarehouseStockQuery>;

/** The warehouse lists: the office's entries of the type with their releases, one page. */
export async function findWarehouseStock(
  { db }: ServiceContext,
  { jobType, actor, query }: { jobType: TJobType; actor: AuditActor; query: StockQuery },
): Promise<TPage<TWarehouseStockRow>> {
  const page = await findStockPage(db, { ...query, officeCode: actor.officeCode, jobType });
  const entries = await withReleases(db, page.rows);
  return {
    rows: entries.map(({ row, entry }) => ({
      ...entry,
      jobNo: row.jobNo,
      mblNo: row.mblNo,
      consigneeName: row.consigneeName,
      jobCustomsReleaseDate: row.jobCustomsReleaseDate,
    })),
    total: page.total,
  };
}

/** New warehousing from the list: the office's jobs of the type by the start of their job or MB/L no. */
export function findWarehouseJobs(
  { db }: ServiceContext,
  { jobType, actor, keyword }: { jobType: TJobType; actor: AuditActor; keyword?: string },
): Promise<TWarehouseJobOption[]> {
  return findJobsToReceive(db, { officeCode: actor.officeCode, jobType }, keyword);
}
