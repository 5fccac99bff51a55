import type { TJobListRow, ZJobListQuery } from '@apex/shared/jobs';
import type { TJobType } from '@apex/shared/master';
import type { z } from 'zod';
import type { AuditActor } from '../../platform/audit/audit-log';
import type { ServiceContext } from '../../platform/service-context';
import { findJobListPage, type JobListDbRow } from './queries';

/** A database row as the grid shows it: the customer with its blacklist flag (spec §6), names for the rest. */
export function toListRow(row: JobListDbRow): TJobListRow {
  const { customerCode, customerNameEn, customerNameCn, customerBlacklisted, ...rest } = row;
  return {
    ...rest,
    jobType: row.jobType as TJobListRow['jobType'],
    jobMode: row.jobMode as TJobListRow['jobMode'],
    jobStatus: row.jobStatus as TJobListRow['jobStatus'],
    invoiceStatus: row.invoiceStatus as TJobListRow['invoiceStatus'],
    customer: customerCode
      ? {
          code: customerCode,
          name: customerNameEn ?? '',
          nameCn: customerNameCn ?? '',
          blacklisted: !!customerBlacklisted,
        }
      : null,
    shipper: row.shipper ?? '',
    consignee: row.consignee ?? '',
    carrier: row.carrier ?? '',
    pol: row.pol ?? '',
    pod: row.pod ?? '',
    operator: row.operator ?? '',
    sales: row.sales ?? '',
    operationAt: row.operationAt.toISOString(),
  };
}

/** The session office's jobs of one type, one page (a job of another office never shows). */
export async function findJobList(
  ctx: ServiceContext,
  { jobType, query, actor }: { jobType: TJobType; query: z.output<typeof ZJobListQuery>; actor: AuditActor },
) {
  const page = await findJobListPage(ctx.db, { ...query, officeCode: actor.officeCode, jobType });
  return { rows: page.rows.map(toListRow), total: page.total };
}
