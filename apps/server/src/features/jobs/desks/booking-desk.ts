import type { TPage } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import type { TBookingDeskRow, ZBookingDeskQuery } from '@apex/shared/movement';
import type { z } from 'zod';
import type { AuditActor } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/service-context';
import { findBookingDeskPage } from './booking-desk-queries';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The carrier booking desk: the office's bookings of a job type, one page. */
export async function findBookingDesk(
  { db }: ServiceContext,
  { jobType, actor, query }: { jobType: TJobType; actor: AuditActor; query: z.output<typeof ZBookingDeskQuery> },
): Promise<TPage<TBookingDeskRow>> {
  const page = await findBookingDeskPage(db, { ...query, officeCode: actor.officeCode, jobType });
  return {
    rows: page.rows.map((r) => ({
      ...r,
      jobStatus: r.jobStatus as TBookingDeskRow['jobStatus'],
      status: r.status as TBookingDeskRow['status'],
      cyCutoff: iso(r.cyCutoff),
      cfsCutoff: iso(r.cfsCutoff),
      docCutoff: iso(r.docCutoff),
      vgmCutoff: iso(r.vgmCutoff),
      firstCutoff: iso(r.firstCutoff),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: page.total,
  };
}
