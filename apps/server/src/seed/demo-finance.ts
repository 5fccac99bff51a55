import { type DbOrTx, sql } from '../db/client';

/** Each demo office's invoice nos start with its telephone area code and the job type's digit. */
const INVOICE_PREFIXES = { SHA: '21', NGB: '574', SZX: '755', HKG: '852' } as const;

/**
 * The money of the demo jobs (issue 17): invoice number rules for every office and job type.
 * Run once, after the demo jobs and their cargo (seed/jobs.ts).
 */
export async function insertDemoFinance(db: DbOrTx) {
  await insertInvoiceNumberRules(db);
}

/** 2111 2611 00001: area code, type (1 export, 2 import), YYMM and a sequence restarting monthly. */
async function insertInvoiceNumberRules(db: DbOrTx) {
  const prefixes = Object.entries(INVOICE_PREFIXES).map(([office, digits]) => sql`(${office}, ${digits})`);
  await db.execute(sql`
    insert into job_number_rules (office_id, kind, job_type, prefix, date_pattern, seq_width, reset_period)
    select o.id, 'INV', t.job_type, p.digits || t.digit, 'YYMM', 5, 'MONTHLY'
    from (values ${sql.join(prefixes, sql`, `)}) as p(office_code, digits)
    join offices o on o.office_code = p.office_code
    cross join (values ('OE', '1'), ('OI', '2')) as t(job_type, digit)
    on conflict (office_id, kind, job_type) do nothing`);
}
