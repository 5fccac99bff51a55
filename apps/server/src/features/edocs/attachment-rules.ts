import { EDOC_TYPE_LABELS, type TEdocType } from '@apex/shared/edocs';
import type { TLabelKey } from '@apex/shared/labels';
import { labelTexts } from '@apex/shared/labels';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { JobRow } from '../jobs/access/queries';
import { countEdocsOfType, countHblsReleasedAs } from './queries';

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
 * The rules of the parts built so far; goods status (issue 20) and the doc records of original bills
 * add theirs here (docs/decisions.md, "Attachments and file access").
 */
const ATTACHMENT_RULES = {
  // A telex release lets the consignee take the cargo without an original: the shipper's signed
  // B/L copy (the surrender) is the forwarder's proof that it was asked for.
  telexRelease: {
    type: 'BL_COPY',
    step: 'edocs:steps.telexRelease',
    reached: async (db, jobId) => (await countHblsReleasedAs(db, jobId, TELEX_RELEASE)) > 0,
  },
} as const satisfies Record<string, AttachmentRule>;

type TAttachmentStep = keyof typeof ATTACHMENT_RULES;

const wordsOf = (rule: AttachmentRule, job: JobRow) => ({
  step: labelTexts(rule.step),
  type: labelTexts(EDOC_TYPE_LABELS[rule.type]),
  jobNo: job.jobNo,
});

/** Refuses a step when the job (locked by the caller) has no eDoc of the type the step needs. */
async function requireAttachment(db: DbOrTx, job: JobRow, step: TAttachmentStep): Promise<void> {
  const rule: AttachmentRule = ATTACHMENT_RULES[step];
  if ((await countEdocsOfType(db, job.id, rule.type)) === 0)
    throw new AppError(409, 'edoc.required', wordsOf(rule, job));
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
