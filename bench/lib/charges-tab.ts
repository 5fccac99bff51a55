import { type Db, queryRows, sql } from '../../apps/server/src/db/client';

/**
 * What a job's charges tab reads (issue 17), for a build whose charges part does not serve it yet:
 * the job, its office's money settings, the part's version, its lines with the names they refer to,
 * and its invoices. The same statements the part runs, one round trip each, in parallel.
 */
export async function readChargesTab(db: Db, jobId: number) {
  return Promise.all([
    queryRows(
      db,
      sql`select j.*, o.local_currency, o.min_margin_pct from jobs j
      join offices o on o.office_code = j.office_code where j.id = ${jobId}`,
    ),
    queryRows(db, sql`select version from job_part_versions where job_id = ${jobId} and part = 'charges'`),
    queryRows(
      db,
      sql`select l.*, c.code, c.name_en, c.name_cn, c.category, c.sac_code,
        (select p.code from parties p where p.id = l.party_id) as party_code,
        (select p.name_en from parties p where p.id = l.party_id) as party_name,
        (select h.hbl_no from job_hbls h where h.id = l.hbl_id) as hbl_no,
        i.invoice_no, i.state, i.tax_invoice_no
      from job_charges l join charge_codes c on c.id = l.charge_code_id left join invoices i on i.id = l.invoice_id
      where l.job_id = ${jobId} order by l.line_no`,
    ),
    queryRows(
      db,
      sql`select i.*, (select p.name_en from parties p where p.id = i.party_id) as party_name
      from invoices i where i.job_id = ${jobId} order by i.id`,
    ),
  ]);
}
