import { hasWrongCheckDigit } from '@apex/shared/jobs';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../platform/http/app-error';
import { findContainers } from './queries';

interface Confirmation {
  checkDigitConfirmedBy: string | null;
  checkDigitConfirmedAt: Date | null;
}

const STANDARD: Confirmation = { checkDigitConfirmedBy: null, checkDigitConfirmedAt: null };

/**
 * spec §5 "otherwise it is flagged" (issue 16): a number whose ISO 6346 check digit is wrong is
 * saved once the user confirmed it, and who confirmed is kept on the row. A number confirmed before
 * keeps its confirmation; a new one asks (409 with `data.confirm`), unless this save is confirmed.
 * Answers each number's confirmation and the numbers confirmed by this save.
 */
export async function checkDigitConfirmations(
  tx: Tx,
  jobId: number,
  numbers: readonly string[],
  { confirmed, by }: { confirmed: boolean; by: string },
) {
  const before = new Map(
    (await findContainers(tx, jobId)).flatMap((row) =>
      row.checkDigitConfirmedBy ? [[row.containerNo, row] as const] : [],
    ),
  );
  const asked = numbers.filter((no) => hasWrongCheckDigit(no) && !before.has(no));
  if (asked.length && !confirmed)
    throw new AppError(
      409,
      'container.checkDigitConfirm',
      { nos: asked.join(', ') },
      { confirm: 'checkDigit', nos: asked },
    );
  const now = new Date();
  const of = (no: string): Confirmation => {
    if (!hasWrongCheckDigit(no)) return STANDARD;
    const kept = before.get(no);
    return kept
      ? { checkDigitConfirmedBy: kept.checkDigitConfirmedBy, checkDigitConfirmedAt: kept.checkDigitConfirmedAt }
      : { checkDigitConfirmedBy: by, checkDigitConfirmedAt: now };
  };
  return { of, confirmedNow: asked };
}
