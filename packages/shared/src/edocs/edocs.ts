import { z } from 'zod';
import { text } from '../api/paging';
import type { TLabelKey } from '../labels/keys';

/** spec §3 eDoc types, as the issue names them; each has its label. */
export const EDOC_TYPES = [
  'BL_COPY',
  'COMMERCIAL_INVOICE',
  'PACKING_LIST',
  'CUSTOMS',
  'POD',
  'PHOTO',
  'OTHER',
] as const;
export type TEdocType = (typeof EDOC_TYPES)[number];

export const EDOC_TYPE_LABELS = {
  BL_COPY: 'edocs:types.BL_COPY',
  COMMERCIAL_INVOICE: 'edocs:types.COMMERCIAL_INVOICE',
  PACKING_LIST: 'edocs:types.PACKING_LIST',
  CUSTOMS: 'edocs:types.CUSTOMS',
  POD: 'edocs:types.POD',
  PHOTO: 'edocs:types.PHOTO',
  // One label for "Other" (a label has one key).
  OTHER: 'masterData:chargeCategories.OTHER',
} as const satisfies Record<TEdocType, TLabelKey>;

/** The eDoc's own fields; the file (name, size, extension) comes with the upload. */
export const EDOC_LIMITS = { note: 200 } as const;

/** spec §3 eDoc: note, type, size, creator, date, extension; and the file's name. */
export const ZEdoc = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  type: z.enum(EDOC_TYPES),
  note: z.string(),
  fileName: z.string(),
  /** Lower case, without the dot: `pdf`. */
  extension: z.string(),
  /** Bytes. */
  size: z.number().int(),
  contentType: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TEdoc = z.infer<typeof ZEdoc>;

/** What travels beside the uploaded file (an upload route has no body: its fields are in the query). */
export const ZUploadEdocQuery = z.object({
  type: z.enum(EDOC_TYPES),
  note: text(EDOC_LIMITS.note).default(''),
});
export type TUploadEdocQuery = z.input<typeof ZUploadEdocQuery>;

export const ZEdocParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  edocId: z.coerce.number().int().min(1).max(2_147_483_647),
});
