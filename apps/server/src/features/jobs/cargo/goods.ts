import { goodsAmount, type TGoodsList, type ZSaveGoodsRequest } from '@apex/shared/jobs';
import type { z } from 'zod';
import type { ServiceContext } from '../../../platform/service-context';
import { PACKAGE_TYPE_LABEL } from './cargo-labels';
import { cellsOf, checkCurrencyCells, checkDictionaryCells, checkHsCodeCells } from './cargo-references';
import { type JobPartTarget, readableJob } from './job-part';
import { saveListPart } from './list-part';
import { findGoods, findPartVersion, replaceGoods } from './queries';

type SaveInput = z.output<typeof ZSaveGoodsRequest>;

export async function getGoods(ctx: ServiceContext, target: JobPartTarget): Promise<TGoodsList> {
  const job = await readableJob(ctx.db, target);
  const [version, rows] = await Promise.all([findPartVersion(ctx.db, job.id, 'goods'), findGoods(ctx.db, job.id)]);
  const lines = rows.map(({ line: { id, jobId, lineNo, hsCode, currency, ...line }, hsDescription }) => ({
    ...line,
    hsCode: hsCode ?? '',
    hsDescription: hsDescription ?? '',
    currency: currency ?? '',
  }));
  return { jobId: job.id, version: version?.version ?? 0, lines };
}

/** Saves the goods lines as a whole: HS codes of the HS table, enabled currencies, amount = price × qty. */
export async function saveGoods(
  ctx: ServiceContext,
  { input, ...target }: JobPartTarget & { input: SaveInput },
): Promise<TGoodsList> {
  const { version, lines } = input;
  await saveListPart(ctx, target, {
    part: 'goods',
    version,
    write: async (tx, job) => {
      await checkHsCodeCells(tx, cellsOf(lines, 'lines', 'hsCode'));
      await checkCurrencyCells(tx, cellsOf(lines, 'lines', 'currency'));
      await checkDictionaryCells(tx, 'PACKAGE_TYPE', PACKAGE_TYPE_LABEL, cellsOf(lines, 'lines', 'packageType'));
      await replaceGoods(
        tx,
        job.id,
        lines.map((l) => ({
          ...l,
          hsCode: l.hsCode || null,
          currency: l.currency || null,
          amount: goodsAmount(l.price, l.qty),
        })),
      );
      return { lines: lines.length, hsCodes: [...new Set(lines.map((l) => l.hsCode).filter(Boolean))] };
    },
  });
  return getGoods(ctx, target);
}
