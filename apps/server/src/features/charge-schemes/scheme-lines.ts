import type { TJobType } from '@apex/shared/jobs';
import type { TChargeSchemeLine, ZChargeSchemeLineInput } from '@apex/shared/master';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { invalidField } from '../../platform/http/app-error';
import { findChargeCodesByCode, type LineValues } from './queries';

type LineInput = z.output<typeof ZChargeSchemeLineInput>;

/**
 * The lines as rows, each charge code checked: it exists, is enabled, and may be used on a job of
 * the scheme's type (spec §5). The codes are read with a share lock, so none of them is deleted
 * or changed before the scheme commits.
 */
export async function resolveSchemeLines(tx: Tx, jobType: TJobType, lines: LineInput[]): Promise<LineValues[]> {
  const codes = await findChargeCodesByCode(tx, [...new Set(lines.map((l) => l.chargeCode))]).for('share');
  const byCode = new Map(codes.map((c) => [c.code, c]));
  return lines.map(({ chargeCode, ...line }, i) => {
    const found = byCode.get(chargeCode);
    const field = `body.lines[${i}].chargeCode`;
    if (!found?.enabled) throw invalidField(field, 'chargeScheme.unknownChargeCode', { value: chargeCode });
    if (!found.jobTypes.includes(jobType))
      throw invalidField(field, 'chargeScheme.chargeCodeNotForJobType', { value: chargeCode, jobType });
    return { ...line, chargeCodeId: found.id };
  });
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
