import { JOB_TYPE_TABLE } from '@apex/shared/jobs';
import { type DbOrTx, queryRows, sql } from '../db/client';
import { notifyUsers } from '../features/notifications/notifications';

/** Each of them gets the ETA slips of three import jobs of their office, the oldest already read. */
const NOTIFIED = ['op01', 'cs01'];
const SLIPS = 3;

/**
 * The notification centre as an operator and a customer service user see it after `npm start`
 * (issue 20): ETA slips of their office's latest import jobs, each opening its job card, written
 * through `notifyUsers` as the ETA-slip alerts write them.
 */
export async function insertDemoNotifications(db: DbOrTx) {
  const rows = await queryRows<{ user_id: number; job_id: number; job_no: string; eta: string }>(
    db,
    sql`select u.id as user_id, j.id as job_id, j.job_no, to_char(j.eta + 3, 'YYYY-MM-DD') as eta
        from users u
        cross join lateral (
          select id, job_no, eta from jobs
          where office_code = (select office_code from offices where id = u.default_office_id)
            and job_type = 'OI' and eta is not null and created_by = 'demo'
          order by eta desc, id desc limit ${SLIPS}
        ) j
        where u.account in ${NOTIFIED}
        order by u.id, j.eta, j.id`,
  );
  for (const row of rows)
    await notifyUsers(db, [row.user_id], {
      kind: 'ETA_SLIP',
      titleKey: 'etaSlip',
      params: { jobNo: row.job_no, eta: row.eta, days: 3 },
      link: JOB_TYPE_TABLE.OI.cardPath.replace(':JOB_ID', String(row.job_id)),
    });
  // The oldest slip of each has been read.
  await db.execute(sql`
    update notifications n set read_at = n.created_at
    where n.id in (select min(id) from notifications group by user_id)`);
}
