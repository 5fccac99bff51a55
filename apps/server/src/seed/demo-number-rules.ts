import type { TNumberRuleKind } from '@apex/shared/master';
import type { SQL } from 'drizzle-orm';
import { type DbOrTx, sql } from '../db/client';

/** The offices whose demo jobs have warehouse, customs and rail work. */
export const MOVEMENT_OFFICES = ['SHA', 'NGB', 'SZX', 'HKG'] as const;

interface DemoRule {
  kind: TNumberRuleKind;
  /** What comes before the office code (trucking's "TK"), and after it per job type ("WE"/"WI"). */
  lead?: string;
  after: { OE: string; OI: string };
  /** The offices that get the rule; every office when not given. */
  offices?: readonly string[];
}

/**
 * A movement part's numbering rule for the demo offices: lead, office code, the job type's letters,
 * YYMM and a four-digit sequence restarting monthly (SHAWI26110001, TKSHA126110001).
 */
export async function insertDemoNumberRule(db: DbOrTx, { kind, lead = '', after, offices }: DemoRule) {
  const only = offices
    ? sql`where o.office_code in (${sql.join(
        offices.map((code) => sql`${code}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    insert into job_number_rules (office_id, kind, job_type, prefix, date_pattern, seq_width, reset_period)
    select o.id, ${kind}, t.job_type, ${lead} || o.office_code || t.after, 'YYMM', 4, 'MONTHLY'
    from offices o cross join (values ('OE', ${after.OE}), ('OI', ${after.OI})) as t(job_type, after)
    ${only}
    on conflict (office_id, kind, job_type) do nothing`);
}

/**
 * Moves the `kind` rules' counters past the numbers the demo wrote straight into its rows, so that a
 * user's first new number is not one the demo already gave. `numbers` selects the demo rows' `no`,
 * `office_code` and `job_type`; each number is its rule's prefix, YYMM and the sequence.
 */
export async function advanceDemoCounters(db: DbOrTx, kind: TNumberRuleKind, numbers: SQL) {
  await db.execute(sql`
    insert into job_number_counters (rule_id, period, last_seq)
    select r.id, '20' || substr(d.no, length(r.prefix) + 1, 4), max(right(d.no, 4)::int)
    from (${numbers}) d
    join offices o on o.office_code = d.office_code
    join job_number_rules r on r.office_id = o.id and r.kind = ${kind} and r.job_type = d.job_type
    group by r.id, substr(d.no, length(r.prefix) + 1, 4)
    on conflict (rule_id, period) do update set last_seq = greatest(job_number_counters.last_seq, excluded.last_seq)`);
}
