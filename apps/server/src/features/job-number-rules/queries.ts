import type { TJobType } from '@apex/shared/jobs';
import type { JOB_NUMBER_RULE_SORT_FIELDS, TNumberRuleKind } from '@apex/shared/master';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobNumberCounters, jobNumberRules, offices } from '../../db/schema';
import { findPage, keywordFilter, type ListSort, type PageQuery } from '../../platform/db/paging';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../platform/db/versioned-rows';

type RuleSortField = (typeof JOB_NUMBER_RULE_SORT_FIELDS)[number];

const ruleColumns = {
  id: jobNumberRules.id,
  officeCode: offices.officeCode,
  kind: jobNumberRules.kind,
  jobType: jobNumberRules.jobType,
  prefix: jobNumberRules.prefix,
  datePattern: jobNumberRules.datePattern,
  seqWidth: jobNumberRules.seqWidth,
  resetPeriod: jobNumberRules.resetPeriod,
  version: jobNumberRules.version,
  updatedAt: jobNumberRules.updatedAt,
  updatedBy: jobNumberRules.updatedBy,
};
export type JobNumberRuleRow = NonNullable<Awaited<ReturnType<typeof findRuleById>>>;

const SORT: ListSort<RuleSortField> = {
  columns: {
    officeCode: offices.officeCode,
    jobType: jobNumberRules.jobType,
    prefix: jobNumberRules.prefix,
    updatedAt: jobNumberRules.updatedAt,
  },
  fallback: 'officeCode',
  id: jobNumberRules.id,
};

// Two rules an office (one a job type): a few hundred rows at most, so no index behind the keyword.
const ruleSearchText = sql`(${offices.officeCode} || ' ' || ${jobNumberRules.prefix})`;

export function findRulePage(db: DbOrTx, q: PageQuery<RuleSortField> & { keyword?: string; jobType?: TJobType }) {
  const where = and(
    keywordFilter(ruleSearchText, q.keyword),
    q.jobType ? eq(jobNumberRules.jobType, q.jobType) : undefined,
  );
  const joined = () =>
    db.select(ruleColumns).from(jobNumberRules).innerJoin(offices, eq(offices.id, jobNumberRules.officeId));
  const matches = db
    .select({ count: count() })
    .from(jobNumberRules)
    .innerJoin(offices, eq(offices.id, jobNumberRules.officeId))
    .where(where);
  return findPage(joined().where(where).$dynamic(), matches, q, SORT);
}

export async function findRuleById(db: DbOrTx, id: number) {
  const [row] = await db
    .select(ruleColumns)
    .from(jobNumberRules)
    .innerJoin(offices, eq(offices.id, jobNumberRules.officeId))
    .where(eq(jobNumberRules.id, id));
  return row;
}

export async function findRuleFor(db: DbOrTx, officeId: number, jobType: TJobType, kind: TNumberRuleKind = 'JOB') {
  const [row] = await db
    .select(ruleColumns)
    .from(jobNumberRules)
    .innerJoin(offices, eq(offices.id, jobNumberRules.officeId))
    .where(
      and(eq(jobNumberRules.officeId, officeId), eq(jobNumberRules.kind, kind), eq(jobNumberRules.jobType, jobType)),
    );
  return row;
}

export async function findOfficeId(db: DbOrTx, officeCode: string) {
  const [row] = await db.select({ id: offices.id }).from(offices).where(eq(offices.officeCode, officeCode));
  return row?.id;
}

interface RuleValues {
  prefix: string;
  datePattern: string;
  seqWidth: number;
  resetPeriod: string;
}

export async function insertRule(
  db: DbOrTx,
  values: RuleValues & { officeId: number; kind: TNumberRuleKind; jobType: TJobType; createdBy: string },
) {
  const [row] = await db
    .insert(jobNumberRules)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: jobNumberRules.id });
  return row!.id;
}

export const updateRuleRow = (db: DbOrTx, target: VersionedTarget, values: RuleValues) =>
  updateVersioned(db, jobNumberRules, target, values);

export const deleteRuleRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, jobNumberRules, target);

/**
 * Takes the next sequence of a rule in a period, in the caller's transaction: one statement that
 * creates the counter or increments it. A concurrent caller waits on the row until this
 * transaction ends, then increments what it committed, so no two callers get the same value;
 * a rolled-back transaction gives its value back to nobody (gaps are allowed, repeats are not).
 */
export async function takeSequence(db: DbOrTx, ruleId: number, period: string): Promise<number> {
  const [row] = await db
    .insert(jobNumberCounters)
    .values({ ruleId, period, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [jobNumberCounters.ruleId, jobNumberCounters.period],
      set: { lastSeq: sql`${jobNumberCounters.lastSeq} + 1` },
    })
    .returning({ lastSeq: jobNumberCounters.lastSeq });
  return row!.lastSeq;
}

/** The last sequence given in a period, 0 when none was: read only, for a preview. */
export async function lastSequence(db: DbOrTx, ruleId: number, period: string): Promise<number> {
  const [row] = await db
    .select({ lastSeq: jobNumberCounters.lastSeq })
    .from(jobNumberCounters)
    .where(and(eq(jobNumberCounters.ruleId, ruleId), eq(jobNumberCounters.period, period)));
  return row?.lastSeq ?? 0;
}
