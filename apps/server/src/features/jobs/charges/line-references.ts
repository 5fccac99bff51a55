import type { TMessageCode } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import type { Tx } from '../../../db/client';
import { invalidField } from '../../../platform/http/app-error';
import { chargeCodeIdsFor } from '../../charge-schemes/scheme-lines';
import type { JobRow } from '../access/queries';
import { findPartyIds } from '../card/queries';
import { type CellValue, checkCurrencyCells, firstUnknown } from '../cargo/cargo-references';
import { findCompanyIds, findHblIdsOfJob } from './charge-queries';
import type { LineInput } from './line-figures';

/** A line of a request and where it sits there (`body.lines[2]`), so that its errors show under its cells. */
interface LineAt {
  at: string;
  line: LineInput;
}

type IdLookup = (ids: number[]) => Promise<Set<number>>;

async function checkIds(cells: CellValue[], lookup: IdLookup, code: TMessageCode) {
  if (!cells.length) return;
  const missing = await firstUnknown(cells, async (values) => {
    const found = await lookup(values.map(Number));
    return new Set([...found].map(String));
  });
  if (missing) throw invalidField(missing.field, code, { value: missing.value });
}

/**
 * Checks what the new and changed lines name (spec §5), the first problem under its cell: the charge
 * code exists, is enabled and fits the job's type; the currencies are enabled; the settlement
 * account and the branch company exist; the HB/L is one of the job's own. Lines kept as saved are
 * not checked again: a code disabled since does not stop the rest of the grid. Answers the charge
 * codes' ids.
 */
export async function checkLineReferences(tx: Tx, job: JobRow, lines: LineAt[]) {
  const cells = (key: keyof LineInput): CellValue[] =>
    lines.flatMap(({ at, line }) => {
      const value = line[key];
      return value === null || value === undefined ? [] : [{ field: `${at}.${key}`, value: String(value) }];
    });
  const codeCells = cells('chargeCode').map(({ field, value }) => ({ field, code: value }));
  const codeIds = await chargeCodeIdsFor(tx, job.jobType as TJobType, codeCells);
  await checkCurrencyCells(tx, [...cells('currency'), ...cells('sourceCurrency')]);
  await checkIds(cells('partyId'), (ids) => findPartyIds(tx, ids), 'charge.unknownParty');
  await checkIds(cells('branchCompanyId'), (ids) => findCompanyIds(tx, ids), 'charge.unknownBranchCompany');
  await checkIds(cells('hblId'), (ids) => findHblIdsOfJob(tx, job.id, ids), 'charge.hblNotOfJob');
  return codeIds;
}
