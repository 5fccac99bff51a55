import { type DbOrTx, sql } from '../db/client';

/**
 * Free-time clocks alive after `npm start` (issue 20): the parties of half the import jobs in
 * flight get free time (five days at the terminal, seven with the box), and those jobs' containers
 * their moves: discharged on arrival, out of the terminal once the cargo is available, back empty
 * after the delivery. The database's triggers move the board's dates with them.
 */
export async function insertDemoFreeTime(db: DbOrTx) {
  await db.execute(sql`
    update parties p set demurrage_free_days = 5, demurrage_daily_rate = 80, detention_free_days = 7,
                         detention_daily_rate = 45.5, free_time_currency = 'USD'
    where p.id in (
      select coalesce(j.consignee_id, j.customer_id) from jobs j
      where j.created_by = 'demo' and j.job_type = 'OI' and j.import_stage between 1 and 7 and j.id % 2 = 0)`);
  await db.execute(sql`
    update job_containers c set
      discharge_date = least(j.eta, current_date),
      gate_out_date = case when j.import_stage >= 5 then least(j.eta + 3, current_date) end,
      empty_return_date = case when j.import_stage = 7 then least(j.eta + 6, current_date) end
    from jobs j
    where j.id = c.job_id and j.created_by = 'demo' and j.job_type = 'OI' and j.id % 2 = 0
      and j.import_stage between 1 and 7 and j.eta <= current_date`);
}
