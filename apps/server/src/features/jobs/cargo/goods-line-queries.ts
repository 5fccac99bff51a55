import type { TPage } from '@apex/shared';
import type { TGoodsLineRow, TJobType, ZGoodsLineListQuery } from '@apex/shared/jobs';
import { and, asc, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { jobGoods, jobs, parties } from '../../../db/schema';

type ListQuery = z.output<typeof ZGoodsLineListQuery>;

/** LIKE wildcards typed by the user match themselves. */
const likeText = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(officeCode: string, jobType: TJobType, q: ListQuery): SQL[] {
  return [
    eq(jobs.officeCode, officeCode),
    eq(jobs.jobType, jobType),
    q.jobNo ? ilike(jobs.jobNo, `%${likeText(q.jobNo)}%`) : undefined,
    q.hsCode ? ilike(jobGoods.hsCode, `${q.hsCode}%`) : undefined,
    q.name ? ilike(jobGoods.name, `%${likeText(q.name)}%`) : undefined,
    q.customer ? eq(jobs.customerId, q.customer) : undefined,
    q.etdFrom ? gte(jobs.etd, q.etdFrom) : undefined,
    q.etdTo ? lte(jobs.etd, q.etdTo) : undefined,
  ].filter((f): f is SQL => f !== undefined);
}

const SORT = { jobNo: jobs.jobNo, etd: jobs.etd, eta: jobs.eta, hsCode: jobGoods.hsCode } as const;

/** /goodslist: the goods lines of the office's jobs of one type, paged, filtered and sorted in the database. */
export async function findGoodsLines(
  db: DbOrTx,
  officeCode: string,
  jobType: TJobType,
  q: ListQuery,
): Promise<TPage<TGoodsLineRow>> {
  const where = and(...filters(officeCode, jobType, q));
  const order = q.sortOrder === 'ascend' ? asc : desc;
  const sortBy = q.sortField ? order(SORT[q.sortField]) : desc(jobs.operationAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobGoods.id,
        jobId: jobs.id,
        jobNo: jobs.jobNo,
        hsCode: jobGoods.hsCode,
        name: jobGoods.name,
        qty: jobGoods.qty,
        unit: jobGoods.unit,
        grossWeightKg: jobGoods.grossWeightKg,
        volumeCbm: jobGoods.volumeCbm,
        customerName: parties.nameEn,
        etd: jobs.etd,
        eta: jobs.eta,
      })
      .from(jobGoods)
      .innerJoin(jobs, eq(jobs.id, jobGoods.jobId))
      .leftJoin(parties, eq(parties.id, jobs.customerId))
      .where(where)
      .orderBy(sortBy, desc(jobs.id), asc(jobGoods.lineNo))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(jobGoods).innerJoin(jobs, eq(jobs.id, jobGoods.jobId)).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, hsCode: r.hsCode ?? '', customerName: r.customerName ?? '' })),
    total: total?.n ?? 0,
  };
}
