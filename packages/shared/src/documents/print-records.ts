import { z } from 'zod';
import { text } from '../api/paging';
import { INVOICE_KINDS, type TInvoiceKind } from '../finance/finance-states';
import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';
import { CHARGE_SIDE_LABELS, CHARGE_SIDES } from '../master/charge-vocabulary';
import { REPORT_TEMPLATE_KIND_LABELS, type TReportTemplateKind } from '../master/report-templates';
import {
  DOCUMENT_KIND_LABELS,
  HBL_VARIANT_LABELS,
  HBL_VARIANTS,
  type TDocumentKind,
  ZDocumentKind,
  ZHblVariant,
} from './document-kinds';

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

/**
 * What a print record names: a document the engine draws, a report template's kind filled with the
 * job (the office's layout), an invoice or note of the job, the express order of one of its doc
 * records, or a party's statement of account. Each with its name as the screens show it (the
 * express order's and the statement's are their printed titles).
 */
export type TPrintedKind = TDocumentKind | TReportTemplateKind | TInvoiceKind | 'EXPRESS_ORDER' | 'STATEMENT';
export const PRINTED_KIND_LABELS: Record<TPrintedKind, TLabelKey> = {
  ...(Object.fromEntries(Object.entries(INVOICE_KINDS).map(([kind, { label }]) => [kind, label])) as Record<
    TInvoiceKind,
    TLabelKey
  >),
  ...REPORT_TEMPLATE_KIND_LABELS,
  ...DOCUMENT_KIND_LABELS,
  EXPRESS_ORDER: 'documents:docRecords.expressOrder.title',
  STATEMENT: 'documents:financeDocuments.statementTitle',
};
const ZPrintedKind = z.enum(codesOf(PRINTED_KIND_LABELS));

/** Which of a document was printed: an HB/L's copy, or a statement's side (what the party owes, or is owed). */
const ZPrintVariant = z.enum([...HBL_VARIANTS, ...CHARGE_SIDES]);
export const PRINT_VARIANT_LABELS: Record<z.infer<typeof ZPrintVariant>, TLabelKey> = {
  ...HBL_VARIANT_LABELS,
  ...CHARGE_SIDE_LABELS,
};

/**
 * One print of a job's document, or of a party's statement: what, which layout (built-in or a
 * report template's version), who, when, why.
 */
export const ZPrintRecord = z.object({
  id: z.number().int(),
  kind: ZPrintedKind,
  hblId: z.number().int().nullable(),
  hblNo: z.string(),
  variant: ZPrintVariant.nullable(),
  /** The day a statement's ages were counted to; null for a job's documents. */
  asOf: z.string().nullable(),
  /** The report template version printed; null for the built-in layout, or once the version is deleted. */
  templateVersionId: z.number().int().nullable(),
  /** That version as people named it when it printed (`HBL-SH v2`); empty for the built-in layout only. */
  template: z.string(),
  /** The invoice or note printed, its number as printed (empty for a draft); null for other documents. */
  invoiceId: z.number().int().nullable(),
  invoiceNo: z.string(),
  printedBy: z.string(),
  printedAt: z.string(),
  reason: z.string(),
});
export type TPrintRecord = z.infer<typeof ZPrintRecord>;
