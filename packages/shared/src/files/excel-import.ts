import { z } from 'zod';
import { defineRoute, needs } from '../api/route';
import type { TPermission } from '../permissions/registry';
import type { TExcelTemplateName } from './excel-templates';
import { UPLOADS } from './upload-types';

/** One problem of an imported workbook: its sheet row, the column (header as the caller reads it). */
const ZImportRowError = z.object({
  /** The row number Excel shows (the header is row 1). */
  row: z.number().int(),
  /** The template column's key, or '' when the problem is the row's as a whole (a duplicate). */
  field: z.string(),
  /** The column's header in the caller's language, or ''. */
  column: z.string(),
  message: z.string(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

const ZImportResult = z.object({ imported: z.number().int() });

/**
 * An import answers as NDJSON when asked (`Accept: application/x-ndjson`): a line
 * `{ "progress": … }` now and then while the file is read (`reading`: bytes of the sheet unpacked,
 * of its size) and its rows are checked and saved (`importing`: records done, of all), then the
 * envelope as the last line. The HTTP status is 200 once the lines begin; the envelope's
 * `statusCode` is the outcome.
 */
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';
export const ZImportProgress = z.object({
  phase: z.enum(['reading', 'importing']),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type TImportProgress = z.infer<typeof ZImportProgress>;

/**
 * `POST {path}/import`: a filled template (`File/DownloadExcelTemplate?templateName=…`), all rows or
 * none. A feature adds it beside its record routes: `import: excelImportRoute({...})`.
 */
export function excelImportRoute<const Path extends string>(def: {
  path: Path;
  tag: string;
  edit: TPermission;
  template: TExcelTemplateName;
  plural: string;
}) {
  return {
    ...defineRoute({
      method: 'POST',
      path: `${def.path}/import` as const,
      access: needs(def.edit),
      summary: `Imports ${def.plural} from a filled Excel template (multipart field "file"): all rows or none; row errors in data.errors. With Accept: ${IMPORT_PROGRESS_TYPE}, progress lines and then the envelope`,
      tag: def.tag,
      upload: UPLOADS.excelImport,
      response: ZImportResult,
    }),
    /** The template the web offers to download beside the import. */
    template: def.template,
  };
}
