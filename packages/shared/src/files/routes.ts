import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { defineRoute, FILE_RESPONSE, SIGNED_IN } from '../api/route';
import { EXCEL_TEMPLATES, isExcelTemplateName } from './excel-templates';

const ZDownloadQuery = z.object({
  /** The name the browser saves the file under; defaults to the stored name. */
  fileName: z.string().max(255).optional(),
  /** The stored file's key, as earlier calls returned it. */
  filePath: z.string().trim().min(1).max(200),
});

const ZTemplateQuery = z.object({
  // A plain string checked by hand, so an unknown name gets the catalogue's message naming it.
  templateName: z
    .string()
    .trim()
    .max(100)
    .meta({ description: `One of: ${Object.keys(EXCEL_TEMPLATES).join(', ')}` })
    .transform((name, ctx) => {
      if (isExcelTemplateName(name)) return name;
      addMessageIssue(ctx, [], 'template.notFound', { name });
      return z.NEVER;
    }),
});

const tag = 'files';
export const fileRoutes = {
  download: defineRoute({
    method: 'GET',
    path: '/File/Download',
    access: SIGNED_IN,
    summary: 'Downloads a stored file',
    tag,
    query: ZDownloadQuery,
    response: FILE_RESPONSE,
  }),
  excelTemplate: defineRoute({
    method: 'GET',
    path: '/File/DownloadExcelTemplate',
    access: SIGNED_IN,
    summary: 'Downloads an import template as .xlsx in the caller’s language',
    tag,
    query: ZTemplateQuery,
    response: FILE_RESPONSE,
  }),
};
