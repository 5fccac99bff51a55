import { codesOf } from '../labels/codes-of';

/**
 * The stages of an import job's cargo on the control board (issue 19), in the order it reaches
 * them, each with the job's date that marks it. The part that knows a date writes it: the general
 * tab the arrival notice and the document turnover, the customs entries the entry and release, the
 * warehouse the availability, the trucking the scheduled and actual delivery.
 */
export const IMPORT_STAGE_DATES = {
  ARRIVAL_NOTICE: 'arrivalNoticeDate',
  DOCUMENTS: 'documentTurnoverDate',
  CUSTOMS_ENTRY: 'customsEntryDate',
  RELEASED: 'customsReleaseDate',
  AVAILABLE: 'cargoAvailableDate',
  DELIVERY_SCHEDULED: 'deliveryScheduledAt',
  DELIVERED: 'cargoDeliveredDate',
} as const;
export type TImportStage = keyof typeof IMPORT_STAGE_DATES;
export const IMPORT_STAGE_CODES = codesOf(IMPORT_STAGE_DATES);

type StageDates = { [S in TImportStage as (typeof IMPORT_STAGE_DATES)[S]]: string | null };

/**
 * A job's stage is the furthest it has reached, whatever came before: a job delivered without its
 * customs dates typed is delivered. Null before the arrival notice (not on the board). The
 * database keeps the same as the job's `import_stage` (1–7), `importStageNumber` of this.
 */
export function importStageOf(dates: StageDates): TImportStage | null {
  for (let at = IMPORT_STAGE_CODES.length - 1; at >= 0; at--) {
    const stage = IMPORT_STAGE_CODES[at]!;
    if (dates[IMPORT_STAGE_DATES[stage]] !== null) return stage;
  }
  return null;
}

export const importStageNumber = (stage: TImportStage) => IMPORT_STAGE_CODES.indexOf(stage) + 1;

/** Delivered jobs stay on the board this many days, so the lead sees the last week's deliveries. */
export const DELIVERED_SHOWN_DAYS = 7;

const DAY_MS = 86_400_000;

/** Whole days from `today` to a last free date, both YYYY-MM-DD: 0 on the last free day, negative once past. */
export const daysLeft = (lastFreeDate: string, today: string) =>
  Math.round((Date.parse(lastFreeDate) - Date.parse(today)) / DAY_MS);

/** Red once the free time is over, amber on its last two days (and the day itself). */
export function freeTimeUrgency(days: number): 'past' | 'soon' | null {
  if (days < 0) return 'past';
  return days <= 2 ? 'soon' : null;
}
