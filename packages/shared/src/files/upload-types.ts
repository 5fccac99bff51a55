/**
 * The kinds of file an upload may carry, each recognised by its content (magic bytes), never by
 * the name or the type the browser declares. Text formats (csv, txt, svg, html) have no magic bytes
 * to check, and an SVG or HTML file can carry script, so none of them is accepted anywhere; nor is
 * zip, which may carry anything. `detected`: what the content reads as when it is not `mime` itself
 * (the old Office formats are OLE compound files, which tell a .doc from an .xls only inside).
 */
export const UPLOAD_TYPES = {
  xlsx: { extensions: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  docx: { extensions: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  png: { extensions: ['png'], mime: 'image/png' },
  jpg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  gif: { extensions: ['gif'], mime: 'image/gif' },
  webp: { extensions: ['webp'], mime: 'image/webp' },
  xls: { extensions: ['xls'], mime: 'application/vnd.ms-excel', detected: 'application/x-cfb' },
  doc: { extensions: ['doc'], mime: 'application/msword', detected: 'application/x-cfb' },
} as const satisfies Record<string, { extensions: readonly string[]; mime: string; detected?: string }>;

export type TUploadType = keyof typeof UPLOAD_TYPES;

/** What one upload route takes. */
export interface UploadSpec {
  types: readonly TUploadType[];
}

/** Uploads of each purpose; a feature adding one names its list here. */
export const UPLOADS = {
  excelImport: { types: ['xlsx'] },
  logo: { types: ['png', 'jpg', 'gif', 'webp'] },
  reportTemplate: { types: ['xlsx', 'docx', 'pdf'] },
  // spec §3 eDoc: the papers of a shipment as they arrive — scans, photos and office files.
  edoc: { types: ['pdf', 'jpg', 'png', 'gif', 'webp', 'xlsx', 'xls', 'docx', 'doc'] },
} as const satisfies Record<string, UploadSpec>;

/** `.png, .jpg, .jpeg`: the extensions of a spec, for the file picker's `accept` and for messages. */
export const uploadExtensions = (spec: UploadSpec): string =>
  spec.types.flatMap((type) => UPLOAD_TYPES[type].extensions.map((ext) => `.${ext}`)).join(', ');

/** The upload type a file name's extension claims, if it is one of the spec's. */
export function declaredUploadType(spec: UploadSpec, fileName: string): TUploadType | undefined {
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return spec.types.find((type) => (UPLOAD_TYPES[type].extensions as readonly string[]).includes(ext));
}
