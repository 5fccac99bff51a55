import type { TPage } from '@apex/shared';
import { OPER_LOG_EXPORT_LIMIT, type TOperLogEntry, type ZOperLogListQuery } from '@apex/shared/settings';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../platform/service-context';
import { findOperLogBatch, findOperLogPage, type OperLogFilter, type OperLogRow } from './queries';

const toOperLogEntry = (row: OperLogRow): TOperLogEntry => ({ ...row, at: row.at.toISOString() });

export async function findOperLog(
  { db }: ServiceContext,
  query: z.output<typeof ZOperLogListQuery>,
): Promise<TPage<TOperLogEntry>> {
  const page = await findOperLogPage(db, query);
  return { rows: page.rows.map(toOperLogEntry), total: page.total };
}

/** Every match newest first, a batch at a time, up to OPER_LOG_EXPORT_LIMIT rows. */
export async function* operLogBatches(db: DbOrTx, filter: OperLogFilter, size = 500): AsyncGenerator<OperLogRow[]> {
  let before: { at: Date; id: number } | undefined;
  for (let read = 0; read < OPER_LOG_EXPORT_LIMIT; ) {
    const rows = await findOperLogBatch(db, filter, Math.min(size, OPER_LOG_EXPORT_LIMIT - read), before);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    read += rows.length;
    const last = rows[rows.length - 1]!;
    before = { at: last.at, id: last.id };
  }
}
