import type { THblListRow, TJobType, ZHblListQuery } from '@apex/shared/jobs';
import type { z } from 'zod';
import type { AuditActor } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/service-context';
import { findHblListPage } from './queries';

/** spec §2.2 `/HBLList`: the HB/Ls of the session's office and the path's job type. */
export async function findHblList(
  ctx: ServiceContext,
  jobType: TJobType,
  query: z.output<typeof ZHblListQuery>,
  actor: AuditActor,
): Promise<{ rows: THblListRow[]; total: number }> {
  const { page, pageSize, sortField, sortOrder, ...filter } = query;
  return findHblListPage(
    ctx.db,
    { ...filter, officeCode: actor.officeCode, jobType },
    { page, pageSize, sortField, sortOrder },
  );
}
