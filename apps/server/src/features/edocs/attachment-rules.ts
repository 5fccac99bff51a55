import { EDOC_TYPE_LABELS, type TEdocType } from '@apex/shared/edocs';
import type { TLabelKey } from '@apex/shared/labels';
import { labelTexts } from '@apex/shared/labels';
import type { DbOrTx } from '../../db/client';
import { AppError, FieldError } from '../../platform/http/app-error';
import type { JobRow } from '../jobs/access/queries';
import { countDocRecordsAt, countEdocsOfType, countHblsReleasedAs } from './queries';

/** The HB/L release mode of a telex release (system code RELEASE_MODE). */
const TELEX_RELEASE = 'TLX';

/**
 * spec §5 "at least one attachment is required where stated": a step of a job that needs an eDoc
 * of a type. The step's own service calls `requireAttachment` when the job enters the step; a
 * deletion that would leave a job at the step without one is refused (`keepRequiredAttachment`).
 */
interface AttachmentRule {
  type: TEdocType;
  step: TLabelKey;
  /** Whether the job is at the step now (its deletion check). */
  reached(db: DbOrTx, jobId: number): Promise<boolean>;
}

/**
 * The rules of the parts built so far; goods status (issue 20) adds its own here (docs/decisions.md,
 * "Attachments and file access").
 */
const ATTACHMENT_RULES = {
  // A telex release lets the consignee take the cargo without an original: the shipper's signed
  // B/L copy (the surrender) is the forwarder's proof that it was asked for.
  telexRelease: {
    type: 'BL_COPY',
    step: 'edocs:steps.telexRelease',
    reached: async (db, jobId) => (await countHblsReleasedAs(db, jobId, TELEX_RELEASE)) > 0,
  },
  // An original surrendered (or released by telex) in the doc records: the B/L copy, signed or
  // stamped, is what the office keeps of a paper it no longer holds.
  docSurrender: {
    type: 'BL_COPY',
    step: 'documents:docRecords.steps.SURRENDER',
    reached: async (db, jobId) => (await countDocRecordsAt(db, jobId, 'SURRENDERED')) > 0,
  },
} as const satisfies Record<string, AttachmentRule>;

type TAttachmentStep = keyof typeof ATTACHMENT_RULES;

const wordsOf = (rule: AttachmentRule, job: JobRow) => ({
  step: labelTexts(rule.step),
  type: labelTexts(EDOC_TYPE_LABELS[rule.type]),
  jobNo: job.jobNo,
});

/**
 * Refuses a step when the job (locked by the caller) has no eDoc of the type the step needs; told
 * on the request's `field` that chose the step, when there is one, so its form shows it there.
 */
async function requireAttachment(db: DbOrTx, job: JobRow, step: TAttachmentStep, field?: string): Promise<void> {
  const rule: AttachmentRule = ATTACHMENT_RULES[step];
  if ((await countEdocsOfType(db, job.id, rule.type)) > 0) return;
  throw field
    ? new FieldError(field, 'edoc.required', wordsOf(rule, job), 409)
    : new AppError(409, 'edoc.required', wordsOf(rule, job));
}

/** Refuses to delete the last eDoc of a type that a step the job has reached needs. */
export async function keepRequiredAttachment(
  db: DbOrTx,
  job: JobRow,
  edoc: { type: string; fileName: string },
): Promise<void> {
  for (const rule of Object.values(ATTACHMENT_RULES) as AttachmentRule[]) {
    if (rule.type !== edoc.type || (await countEdocsOfType(db, job.id, rule.type)) > 1) continue;
    if (await rule.reached(db, job.id))
      throw new AppError(409, 'edoc.stillRequired', { ...wordsOf(rule, job), name: edoc.fileName });
  }
}

/** An HB/L released by telex (created so, or changed to it) needs the shipper's signed B/L copy. */
export async function checkHblRelease(db: DbOrTx, job: JobRow, releaseMode: string, before = ''): Promise<void> {
  if (releaseMode === TELEX_RELEASE && before !== TELEX_RELEASE) await requireAttachment(db, job, 'telexRelease');
}

/** A doc record's surrender (the job locked by the caller) needs the B/L copy among the job's eDocs. */
export const checkDocSurrender = (db: DbOrTx, job: JobRow) => requireAttachment(db, job, 'docSurrender', 'body.step');
