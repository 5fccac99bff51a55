import { z } from 'zod';
import type { TJobType } from '../jobs/job-types';
import type { TLabelKey } from '../labels/keys';
import type { TReportTemplateKind } from '../master/report-templates';

/** The documents printed from a job (issue 18), each drawn by the server's document engine. */
const DOCUMENT_KINDS = [
  'HBL',
  'SHIPPING_INSTRUCTIONS',
  'BOOKING_CONFIRMATION',
  'ARRIVAL_NOTICE',
  'DELIVERY_ORDER',
] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];
export const ZDocumentKind = z.enum(DOCUMENT_KINDS);

/**
 * What a job of each type prints: an export job books and instructs the carrier, an import job
 * notifies the consignee and releases the cargo; both issue their HB/Ls.
 */
export const JOB_DOCUMENTS: Record<TJobType, readonly TDocumentKind[]> = {
  OE: ['HBL', 'SHIPPING_INSTRUCTIONS', 'BOOKING_CONFIRMATION'],
  OI: ['HBL', 'ARRIVAL_NOTICE', 'DELIVERY_ORDER'],
};

/**
 * An HB/L's copies: a draft for the shipper to check (watermarked), the original (a document of
 * title, issued once), copies and non-negotiable copies.
 */
export const HBL_VARIANTS = ['DRAFT', 'ORIGINAL', 'COPY', 'NON_NEGOTIABLE'] as const;
export type THblVariant = (typeof HBL_VARIANTS)[number];
export const ZHblVariant = z.enum(HBL_VARIANTS);

/** A document's name: the report template kind's where there is one, as a template replaces the document. */
export const DOCUMENT_KIND_LABELS: Record<TDocumentKind, TLabelKey> = {
  HBL: 'masterData:reportTemplateKinds.HOUSE_BL',
  SHIPPING_INSTRUCTIONS: 'documents:documentKinds.SHIPPING_INSTRUCTIONS',
  BOOKING_CONFIRMATION: 'masterData:reportTemplateKinds.BOOKING_CONFIRMATION',
  ARRIVAL_NOTICE: 'masterData:reportTemplateKinds.ARRIVAL_NOTICE',
  DELIVERY_ORDER: 'masterData:reportTemplateKinds.DELIVERY_ORDER',
};

export const HBL_VARIANT_LABELS: Record<THblVariant, TLabelKey> = {
  DRAFT: 'documents:printVariants.DRAFT',
  ORIGINAL: 'documents:printVariants.ORIGINAL',
  COPY: 'documents:printVariants.COPY',
  NON_NEGOTIABLE: 'documents:printVariants.NON_NEGOTIABLE',
};

/**
 * The report template kind that replaces a document when the office has one (the job card offers
 * both). The shipping instructions have none: MASTER_BL is the carrier's bill, not instructions for it.
 */
export const DOCUMENT_TEMPLATE_KINDS: Partial<Record<TDocumentKind, TReportTemplateKind>> = {
  HBL: 'HOUSE_BL',
  BOOKING_CONFIRMATION: 'BOOKING_CONFIRMATION',
  ARRIVAL_NOTICE: 'ARRIVAL_NOTICE',
  DELIVERY_ORDER: 'DELIVERY_ORDER',
};
