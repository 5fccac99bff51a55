import type { TJobType } from '@apex/shared/jobs';
import type { TChargeSchemeLine, ZChargeSchemeLineInput } from '@apex/shared/master';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { invalidField } from '../../platform/http/app-error';
import { findChargeCodesByCode, type LineValues } from './queries';

type LineInput = z.output<typeof ZChargeSchemeLineInput>;

/** A charge code typed in a cell of the request, and where its error shows (`body.lines[2].chargeCode`). */
interface ChargeCodeCell {
  field: string;
  code: string;
}

/**
 * The ids of the charge codes the cells name, each checked: it exists, is enabled, and may be used
 * on a job of `jobType` (spec §5); the first that fails is answered under its cell. The codes are
 * read with a share lock, so none of them is deleted or changed before the caller commits. Scheme
 * lines and a job's charge lines take their codes so.
 */
export async function chargeCodeIdsFor(tx: Tx, jobType: TJobType, cells: ChargeCodeCell[]) {
  const codes = await findChargeCodesByCode(tx, [...new Set(cells.map((c) => c.code))]).for('share');
  const byCode = new Map(codes.map((c) => [c.code, c]));
  for (const { field, code } of cells) {
    const found = byCode.get(code);
    if (!found?.enabled) throw invalidField(field, 'chargeScheme.unknownChargeCode', { value: code });
    if (!found.jobTypes.includes(jobType))
      throw invalidField(field, 'chargeScheme.chargeCodeNotForJobType', { value: code, jobType });
  }
  return new Map(codes.map((c) => [c.code, c.id]));
}

/** The lines as rows, each charge code checked as `chargeCodeIdsFor` does. */
export async function resolveSchemeLines(tx: Tx, jobType: TJobType, lines: LineInput[]): Promise<LineValues[]> {
  const cells = lines.map((l, i) => ({ field: `body.lines[${i}].chargeCode`, code: l.chargeCode }));
  const ids = await chargeCodeIdsFor(tx, jobType, cells);
  return lines.map(({ chargeCode, ...line }) => ({ ...line, chargeCodeId: ids.get(chargeCode)! }));
}

/** A saved line as a request states it, to compare a saved scheme with a change for the operation log. */
export const lineAsInput = ({ chargeCode, side, partyRole, unit, currency, price }: TChargeSchemeLine) => ({
  chargeCode,
  side,
  partyRole,
  unit,
  currency,
  price,
});
