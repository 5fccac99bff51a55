import { z } from 'zod';
import { text } from '../api/paging';
import { ZDocumentKind, ZHblVariant } from './document-kinds';

/** Why an original HB/L is printed again: required for a reprint (issue 18), kept with the print. */
export const REPRINT_REASON_MAX = 200;

export const ZPrintRequest = z.object({
  kind: ZDocumentKind,
  /** The HB/L to print (kind HBL); none: the job's only HB/L. */
  hblId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  variant: ZHblVariant.default('DRAFT'),
  reason: text(REPRINT_REASON_MAX).default(''),
});
export type TPrintRequest = z.output<typeof ZPrintRequest>;

/** One print of a job's document: what, which layout (built-in or a report template's version), who, when, why. */
export const ZPrintRecord = z.object({
  id: z.number().int(),
  kind: ZDocumentKind,
  hblId: z.number().int().nullable(),
  hblNo: z.string(),
  variant: ZHblVariant.nullable(),
  /** The report template version printed; null for the built-in layout. */
  templateVersionId: z.number().int().nullable(),
  printedBy: z.string(),
  printedAt: z.string(),
  reason: z.string(),
});
export type TPrintRecord = z.infer<typeof ZPrintRecord>;
