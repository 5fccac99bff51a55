import type { TSchemePreview, TTaxType } from '@apex/shared/finance';
import { type ChargeRow, newChargeRow } from './charge-row';

export type SchemeLine = TSchemePreview['lines'][number];

/** A settlement account the user named for a scheme line whose role the job has no party in. */
export interface ChosenParty {
  id: number;
  name: string;
}

/** The tax the user chose for the taxed lines of a scheme (none: the lines come without tax). */
interface SchemeTax {
  taxType: TTaxType;
  branchCompanyId: number | null;
}

/** A scheme line the job has something to count for (a unit with nothing to count is not applicable). */
export const isApplicable = (line: SchemeLine) => line.num !== null;

const taxed = (rate: string | null): rate is string => rate !== null && !/^0*(\.0*)?$/.test(rate);

/**
 * The grid's new rows of the scheme lines chosen (issue 17 "apply a charge scheme"): the num the
 * server worked out on the job, the party of the line's role or the one the user chose, and, when
 * a tax was chosen, the charge code's tax rate on the lines that have one.
 */
export function schemeRows(
  lines: readonly SchemeLine[],
  parties: ReadonlyMap<number, ChosenParty>,
  tax: SchemeTax | null,
): ChargeRow[] {
  return lines.flatMap((line, index) => {
    if (!isApplicable(line)) return [];
    const party = line.partyId === null ? parties.get(index) : { id: line.partyId, name: line.partyName };
    const row = newChargeRow(line.side, line.currency, line.dueDate);
    return [
      {
        ...row,
        chargeCode: line.chargeCode,
        displayName: line.displayName,
        unit: line.unit,
        num: line.num ?? '',
        price: line.price,
        partyId: party?.id ?? null,
        partyName: party?.name ?? '',
        ...(tax && taxed(line.taxRate) && { ...tax, taxRate: line.taxRate }),
      },
    ];
  });
}
