import { type DbOrTx, sql } from '../db/client';
import { insertGeneratedFinance } from './finance-generator';
import { seedDemoParties } from './parties';

/** Each demo office's invoice nos start with its telephone area code and the job type's digit. */
const INVOICE_PREFIXES = { SHA: '21', NGB: '574', SZX: '755', HKG: '852' } as const;

/**
 * The money of the demo jobs (issue 17), so a new user sees a finance desk at work: invoice number
 * rules for every office and job type, the shipping lines' China offices as parties, six lines on
 * each job with their checks, invoices, vendor bills and payments (finance-generator.ts), and one
 * customer over its credit limit. Run once, after the demo jobs and their cargo (seed/jobs.ts).
 */
export async function insertDemoFinance(db: DbOrTx) {
  await insertInvoiceNumberRules(db);
  // The shipping lines' China offices came with the demo parties of issue 17; a database seeded before gets them.
  await seedDemoParties(db);
  await insertGeneratedFinance(db, 'demo');
  await putOneCustomerOverCredit(db);
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

/**
 * spec §6: the Shanghai customer owing the most gets a limit of three quarters of it, so the job
 * card, the job list and the statement flag it, and its next invoice asks first.
 */
async function putOneCustomerOverCredit(db: DbOrTx) {
  await db.execute(sql`
    with owed as (
      select i.party_id, sum(round(i.local_gross * (i.gross_total - i.cleared_amount) / i.gross_total, 2)) as amount
      from invoices i join parties p on p.id = i.party_id
      where i.created_by = 'demo' and i.state = 'CONFIRMED' and i.side = 'AR' and i.cleared_amount <> i.gross_total
        and i.local_currency = 'CNY' and p.office_code = 'SHA'
      group by i.party_id order by amount desc, i.party_id limit 1)
    update parties p set credit_limit = round(o.amount * 0.75, -3), credit_currency = 'CNY'
    from owed o where p.id = o.party_id`);
}
