import { goodsAmount, type TGoodsList, type ZSaveGoodsRequest } from '@apex/shared/jobs';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { ServiceContext } from '../../../platform/service-context';
import type { JobRef } from '../access/job-access';
import { readJobPart, saveJobPart } from '../access/job-part';
import type { JobRow } from '../access/queries';
import { PACKAGE_TYPE_LABEL } from './cargo-labels';
import { cellsOf, checkCurrencyCells, checkDictionaryCells, checkHsCodeCells } from './cargo-references';
import { findGoods, replaceGoods } from './queries';

type SaveInput = z.output<typeof ZSaveGoodsRequest>;

/** The goods lines in line order, each with its HS code's description. */
const GOODS = {
  part: 'goods' as const,
  read: async (db: DbOrTx, job: JobRow) => ({
    lines: (await findGoods(db, job.id)).map(
      ({ line: { id, jobId, lineNo, hsCode, currency, ...line }, hsDescription }) => ({
        ...line,
        hsCode: hsCode ?? '',
        hsDescription: hsDescription ?? '',
        currency: currency ?? '',
      }),
    ),
  }),
};

export const getGoods = (ctx: ServiceContext, ref: JobRef): Promise<TGoodsList> => readJobPart(ctx, ref, GOODS);

/** Saves the goods lines as a whole: HS codes of the HS table, enabled currencies, amount = price × qty. */
export async function saveGoods(
  ctx: ServiceContext,
  { input, ...ref }: JobRef & { input: SaveInput },
): Promise<TGoodsList> {
  const { version, lines } = input;
  return saveJobPart(ctx, ref, {
    ...GOODS,
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
}
