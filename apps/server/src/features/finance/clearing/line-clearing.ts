import { addDecimals, compareDecimals, subtractDecimals } from '@apex/shared/format';

/** A line of an invoice with what the party pays for it (amount + tax), signed. */
interface LineGross {
  id: number;
  gross: string;
}

const signOf = (value: string) => compareDecimals(value, '0');

/**
 * What each line of an invoice has cleared when the invoice has cleared `cleared` of its `gross`
 * (both signed the same way): the lines of the invoice's sign take it first lines first, each up
 * to its own gross; a line of the other sign (a discount on an invoice, a charge on a credit note)
 * nets against the others and counts as cleared with the invoice's last cent. The shares add up to
 * `cleared` exactly.
 */
export function shareOutCleared(lines: readonly LineGross[], cleared: string, gross: string): string[] {
  if (compareDecimals(cleared, gross) === 0) return lines.map((line) => line.gross);
  const sign = signOf(gross);
  let left = cleared;
  return lines.map((line) => {
    if (signOf(line.gross) !== sign || signOf(left) === 0) return '0.00';
    const take = compareDecimals(left, line.gross) * sign > 0 ? line.gross : left;
    left = subtractDecimals(left, take);
    return addDecimals(take, '0.00');
  });
}
